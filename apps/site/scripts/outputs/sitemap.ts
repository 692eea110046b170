import { alternates } from '../../src/languages/alternates';
import { LANGUAGE_CODES, localizedPath } from '../../src/languages/languages';
import type { RouteEntry } from '../../src/routes/table';

/**
 * sitemap.xml: every canonical page in every language but the unlisted ones (reached from a mail), each listing all its languages' addresses
 * as `xhtml:link` alternates (itself among them, as Google asks); the home pages first in priority.
 *
 * @example
 * sitemapXml([{ path: '/about' }], 'https://example.ae').split('\n')[3]; // => '  <url><loc>https://example.ae/about</loc><xhtml:link rel="alternate" hreflang="en" href="https://example.ae/about"/><xhtml:link rel="alternate" hreflang="ar" href="https://example.ae/ar/about"/><xhtml:link rel="alternate" hreflang="x-default" href="https://example.ae/about"/><priority>0.7</priority></url>'
 */
export function sitemapXml(
  entries: readonly Pick<RouteEntry, 'path' | 'unlisted'>[],
  siteUrl: string,
): string {
  const urls = entries.flatMap((entry) => {
    if (entry.unlisted) return [];
    const links = alternates(entry.path)
      .map(
        ({ hreflang, path }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${siteUrl}${path}"/>`,
      )
      .join('');
    const priority = entry.path === '/' ? '1.0' : '0.7';
    return LANGUAGE_CODES.map(
      (language) =>
        `  <url><loc>${siteUrl}${localizedPath(entry.path, language)}</loc>${links}<priority>${priority}</priority></url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"',
    '        xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
