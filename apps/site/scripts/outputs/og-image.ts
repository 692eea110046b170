// A page's link preview (Open Graph image): an SVG template rendered to PNG by resvg, with the
// Noto Sans fonts from their packages. resvg shapes text with the font itself (Arabic joining and
// right-to-left runs among it), which the site's Arabic pages will need; satori cannot.
import { theme } from '@acme/ui';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { OG_IMAGE_SIZE } from '../../src/head/og-image';

const require = createRequire(import.meta.url);

/** Latin and Arabic, bold for the title and the name, regular for the address. */
const FONT_FILES = [
  '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
].map((file) => require.resolve(file));

/** Each script falls back to the next family that has its glyphs. */
const FONT_FAMILY = "'Noto Sans', 'Noto Sans Arabic'";

// No system fonts: the image must look the same on every machine that builds it.
const RESVG_OPTIONS: ResvgRenderOptions = {
  font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Noto Sans' },
};

const { width: WIDTH, height: HEIGHT } = OG_IMAGE_SIZE;
const MARGIN = 80;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;
/** The title's sizes, largest first: the largest at which it fits in `MAX_LINES` lines. */
const SMALLEST_TITLE_SIZE = 48;
const TITLE_SIZES = [72, 64, 56, SMALLEST_TITLE_SIZE] as const;
const MAX_LINES = 4;
const LINE_HEIGHT = 1.2;

/** Right-to-left scripts (Hebrew, Arabic and their supplements). */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The width of a line of bold text as resvg lays it out, shaped by the same fonts. */
function textWidth(text: string, fontSize: number): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * 4}" height="${fontSize * 2}"><text x="0" y="${fontSize}" font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="700">${escapeXml(text)}</text></svg>`;
  return new Resvg(svg, RESVG_OPTIONS).getBBox()?.width ?? 0;
}

/**
 * Breaks a title into lines no wider than `maxWidth`, at spaces; a word wider than a line stays
 * whole on its own. `undefined` when it takes more than `maxLines`.
 */
export function wrapTitle(
  title: string,
  fontSize: number,
  maxWidth: number,
  maxLines: number,
): string[] | undefined {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    const joined = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && textWidth(joined, fontSize) <= maxWidth)
      lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  return lines.length <= maxLines ? lines : undefined;
}

/** The title's lines at the largest size that fits; at the smallest, the rest cut with an ellipsis. */
function layoutTitle(title: string): { lines: string[]; fontSize: number } {
  for (const fontSize of TITLE_SIZES) {
    const lines = wrapTitle(title, fontSize, TEXT_WIDTH, MAX_LINES);
    if (lines) return { lines, fontSize };
  }
  const fontSize = SMALLEST_TITLE_SIZE;
  // Room kept on every line for the ellipsis the last one ends with.
  const width = TEXT_WIDTH - textWidth('…', fontSize);
  const lines = wrapTitle(title, fontSize, width, Number.POSITIVE_INFINITY) ?? [title];
  return { lines: [...lines.slice(0, MAX_LINES - 1), `${lines[MAX_LINES - 1]}…`], fontSize };
}

/** Where a line of text starts: right-to-left text (an Arabic title) at the right margin. */
function lineStart(text: string): string {
  return RTL.test(text)
    ? `x="${WIDTH - MARGIN}" text-anchor="end" direction="rtl"`
    : `x="${MARGIN}" text-anchor="start"`;
}

/** What a link preview shows. */
export interface OgImageContent {
  /** The page's own title, without the company name. */
  readonly title: string;
  readonly companyName: string;
  /** The site's host, shown at the foot (`www.example.ae`). */
  readonly host: string;
}

/** The preview as SVG: the brand's gradient band, the company name, the title, the address. */
export function ogImageSvg({ title, companyName, host }: OgImageContent): string {
  const { lines, fontSize } = layoutTitle(title);
  const titleStart = lineStart(title);
  const lineHeight = Math.round(fontSize * LINE_HEIGHT);
  // The title block sits in the middle of the space between the name and the address.
  const firstBaseline = Math.round(
    HEIGHT / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35,
  );
  const titleLines = lines
    .map(
      (line, index) =>
        `<text ${titleStart} y="${firstBaseline + index * lineHeight}" font-size="${fontSize}" font-weight="700" fill="${theme.colors.onPrimary}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${FONT_FAMILY}">
  <defs>
    <linearGradient id="band" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${theme.colors.primary}"/>
      <stop offset="1" stop-color="#124a77"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#band)"/>
  <circle cx="${WIDTH - 60}" cy="60" r="260" fill="${theme.colors.secondary}" opacity="0.35"/>
  <rect x="${MARGIN}" y="${MARGIN}" width="96" height="8" rx="4" fill="${theme.colors.focus}"/>
  <text ${lineStart(companyName)} y="${MARGIN + 64}" font-size="40" font-weight="700" fill="${theme.colors.onPrimary}">${escapeXml(companyName)}</text>
  ${titleLines}
  <text x="${MARGIN}" y="${HEIGHT - MARGIN + 10}" font-size="30" font-weight="400" fill="${theme.colors.light}">${escapeXml(host)}</text>
</svg>`;
}

/** The preview as a PNG of `OG_IMAGE_SIZE`, and a short hash of its bytes for its file name. */
export function renderOgImage(content: OgImageContent): { png: Buffer; hash: string } {
  const png = new Resvg(ogImageSvg(content), RESVG_OPTIONS).render().asPng();
  return { png, hash: createHash('sha256').update(png).digest('hex').slice(0, 10) };
}
