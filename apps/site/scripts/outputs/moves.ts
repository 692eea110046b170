/** An address the site has moved: the host answers it with a 301 to `to`. */
export interface Move {
  readonly from: string;
  readonly to: string;
}
