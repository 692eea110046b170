/** The side panel's promo box: a module of its own, loaded with the box, after the page. */
export interface PromoCopy {
  readonly title: string;
  readonly text: string;
  readonly action: string;
}
