// Writes every route's link-preview image into the built site, and tells the head its address.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SITE } from '../../src/config';
import { registerOgImage } from '../../src/head/og-image';
import { routeHeadCopy } from '../../src/head/route-head';
import { ROUTES } from '../../src/routes/routes';
import { renderOgImage } from './og-image';

/** Under /assets/, so the server sends them as immutable: the name changes with the content. */
const OG_DIR = 'assets/og';

/**
 * Renders each route's preview to `<client>/assets/og/<route id>-<hash>.png` and registers it for
 * the head. Run before the pages are rendered.
 */
export async function writeOgImages(client: string): Promise<void> {
  const started = performance.now();
  await mkdir(join(client, OG_DIR), { recursive: true });
  const host = new URL(SITE.siteUrl).host;
  for (const route of ROUTES) {
    const { title } = routeHeadCopy(route);
    const { png, hash } = renderOgImage({
      title,
      companyName: SITE.companyName,
      host,
    });
    const file = `${OG_DIR}/${route.language}-${route.id}-${hash}.png`;
    await writeFile(join(client, file), png);
    registerOgImage(route, { path: `/${file}`, alt: `${title}, ${SITE.companyName}` });
  }
  console.log(
    `made ${ROUTES.length} link-preview images in ${Math.round(performance.now() - started)} ms`,
  );
}
