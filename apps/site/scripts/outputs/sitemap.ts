import type { SiteRoute } from '../../src/routes/routes';

/**
 * sitemap.xml: every canonical route, the home page first in priority.
 *
 * @example
 * sitemapXml([{ path: '/' }], 'https://example.ae'); // => '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://example.ae/</loc><priority>1.0</priority></url>\n</urlset>\n'
 */
export function sitemapXml(routes: readonly Pick<SiteRoute, 'path'>[], siteUrl: string): string {
  const urls = routes.map(
    (route) =>
      `  <url><loc>${siteUrl}${route.path}</loc><priority>${route.path === '/' ? '1.0' : '0.7'}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
