import { expect, test } from '@playwright/test';
import { routeHeadCopy } from '../src/head/route-head';
import { ROUTES } from './helpers';

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The content of a `<meta>` tag of a page's raw HTML, as the text it stands for. */
const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  unescapeHtml(
    new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(
      html,
    )?.[1] ?? '',
  );

test('every page shares with a preview image of its own, 1200 × 630, at an absolute address', async ({
  request,
}) => {
  const images = new Map<string, string>();
  for (const route of ROUTES) {
    const html = await (await request.get(route.path)).text();
    const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1] ?? '';
    const image = metaContent(html, 'property', 'og:image');
    // On the site's own configured address, as the canonical link is.
    expect(new URL(image).origin, route.path).toBe(new URL(canonical).origin);
    expect(image, route.path).toMatch(/\/assets\/og\/[\w-]+-[0-9a-f]{10}\.png$/);
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(html, 'property', 'og:image:alt')).toContain(routeHeadCopy(route).title);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(image);

    const response = await request.get(new URL(image).pathname);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    // The name changes with the picture, so it may be kept for good.
    expect(response.headers()['cache-control']).toContain('immutable');
    const png = await response.body();
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
      width: 1200,
      height: 630,
    });
    images.set(route.path, png.toString('base64'));
  }
  // Each page's picture is its own.
  expect(new Set(images.values()).size).toBe(ROUTES.length);
});
