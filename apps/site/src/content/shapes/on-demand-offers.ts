/** An on-demand offer's card, from the engine's rates. */
export interface OnDemandOffer {
  readonly name: string;
  readonly subtitle: string;
  /** What its response time promises. */
  readonly sla: string;
  /** Its rates' rows: the first hours, each extra hour, after hours, and travel when onsite. */
  readonly rates: readonly { readonly label: string; readonly value: string }[];
}
