import { theme } from '@acme/ui';
import { createGlobalStyle } from 'styled-components';
import type * as en from '../en/typeface';

/**
 * The Arabic faces phones and desktops ship with, before the theme's stack: SF Arabic and Geeza
 * Pro (Apple), Noto Sans Arabic and Noto Naskh Arabic (Android), Segoe UI and Tahoma (Windows).
 * A self-hosted face (Noto Sans Arabic, 49 kB a weight) was measured and dropped: arriving within
 * `font-display: optional`'s first moments it still reflowed the text laid out in the fallback,
 * shifting Arabic pages by up to 0.19 under a slow CPU; the system faces shift nothing and load
 * nothing.
 */
const FONT_FAMILY = `"SF Arabic", "Geeza Pro", "Noto Sans Arabic", "Noto Naskh Arabic", "Segoe UI", Tahoma, ${theme.fonts.body}`;

/** The Arabic pages' faces. */
export const TypefaceStyle: typeof en.TypefaceStyle = createGlobalStyle`
  html body {
    font-family: ${FONT_FAMILY};
  }
`;

/** Font files the pages' head preloads: none, the faces are the system's. */
export const TYPEFACE_PRELOADS: typeof en.TYPEFACE_PRELOADS = [];
