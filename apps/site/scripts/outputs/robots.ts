/**
 * robots.txt: everything may be crawled; the sitemap is named.
 *
 * @example
 * robotsTxt('https://example.ae'); // => 'User-agent: *\nAllow: /\n\nSitemap: https://example.ae/sitemap.xml\n'
 */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
