import { theme } from '@acme/ui';
import { createGlobalStyle } from 'styled-components';
// Noto Sans Arabic, self-hosted from @fontsource (SIL OFL 1.1): the files of its Arabic subset
// only, in WOFF2, regular and bold. Vite copies each into the build with a content hash.
import bold from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?url';
import regular from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url';
import type * as en from '../en/typeface';

/** The Arabic block and its presentation forms, as @fontsource's `arabic` subset covers them. */
const ARABIC =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC';

/**
 * The Arabic face first, then the theme's system stack: Latin letters and the (Latin) digits
 * keep the face of the English pages, as the subset has none.
 */
const FONT_FAMILY = `"Noto Sans Arabic", ${theme.fonts.body}`;

/**
 * The Arabic pages' face. `font-display: optional` shifts no layout: the face is used if it is
 * there within the first moments (cached, installed, or preloaded in the head), else the page
 * keeps the system's Arabic face and the file is cached for the next page. An installed Noto
 * Sans Arabic (`local()`) is used without a download.
 */
export const TypefaceStyle: typeof en.TypefaceStyle = createGlobalStyle`
  @font-face {
    font-family: 'Noto Sans Arabic';
    font-style: normal;
    font-weight: 400;
    font-display: optional;
    src: local('Noto Sans Arabic'), local('NotoSansArabic-Regular'), url(${regular}) format('woff2');
    unicode-range: ${ARABIC};
  }
  @font-face {
    font-family: 'Noto Sans Arabic';
    font-style: normal;
    font-weight: 700;
    font-display: optional;
    src: local('Noto Sans Arabic Bold'), local('NotoSansArabic-Bold'), url(${bold}) format('woff2');
    unicode-range: ${ARABIC};
  }
  html body {
    font-family: ${FONT_FAMILY};
  }
`;

/** The regular weight, which most of a page's text is in: preloaded, so the face is there in time. */
export const TYPEFACE_PRELOADS: typeof en.TYPEFACE_PRELOADS = [regular];
