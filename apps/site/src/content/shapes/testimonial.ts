/** A client's quoted word, with who said it (the home page's and the AMC page's). */
export interface Testimonial {
  readonly quote: string;
  readonly author: string;
  /** The author's job title. */
  readonly position: string;
  readonly company: string;
}
