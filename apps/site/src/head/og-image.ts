// Which link-preview image each page has. The images are made at build time, before the pages are
// rendered (scripts/og-images.ts), and their file names carry a hash of their bytes, so the head
// learns them here rather than working them out.
import type { SiteRoute } from '../routes/routes';

/** The size link previews are shown at (Open Graph's large summary card). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A page's preview image: its address on the site, and the text that describes it. */
export interface OgImage {
  /** The path of the PNG on the site (`/assets/og/home-3f9a1c2b7d.png`). */
  readonly path: string;
  readonly alt: string;
}

const images = new Map<string, OgImage>();

/** Records the image made for a route (by its id). */
export function registerOgImage(route: Pick<SiteRoute, 'id'>, image: OgImage): void {
  images.set(route.id, image);
}

/**
 * The image made for a route, if the build made one: a page rendered without the images (a
 * server rendering on demand) leaves the tags out rather than pointing at a file that is not there.
 */
export const ogImageFor = (route: Pick<SiteRoute, 'id'>): OgImage | undefined =>
  images.get(route.id);
