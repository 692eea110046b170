/** An HTML tag (`<a href=…>`, `</b>`, `<!--`) or a forum link (`[url=…]`, `[link]`). */
const MARKUP = /<\s*\/?\s*[a-z!][^>]*>|\[\s*\/?\s*(?:url|link|img)\b/i;

/** A URL with its scheme: `https://…`, `ftp://…`, `hxxp://…`. */
const SCHEME_URL = /\b[a-z][a-z0-9+.-]*:\/\//i;

/** A web address without its scheme but with `www.`. */
const WWW = /\bwww\./i;

/**
 * Whether a text holds markup: what a person types as their name or company never does, a
 * link-spam bot's often does.
 *
 * @example
 * hasMarkup('<a href="https://x.example">cheap</a>'); // => true
 * hasMarkup('[url=https://x.example]loans[/url]'); // => true
 * hasMarkup('Lina <3'); // => false
 * hasMarkup('Al Futtaim & Sons'); // => false
 */
export function hasMarkup(text: string): boolean {
  return MARKUP.test(text);
}

/**
 * Whether a text holds a URL with a scheme. A bare domain is not one: `noon.com` is a company's
 * real name.
 *
 * @example
 * hasSchemeUrl('Visit https://seo.example'); // => true
 * hasSchemeUrl('noon.com'); // => false
 */
export function hasSchemeUrl(text: string): boolean {
  return SCHEME_URL.test(text);
}

/**
 * Whether a text holds a `www.` web address.
 *
 * @example
 * hasWwwAddress('www.casino.example'); // => true
 * hasWwwAddress('Dr. Wwwan Li'); // => false
 */
export function hasWwwAddress(text: string): boolean {
  return WWW.test(text);
}
