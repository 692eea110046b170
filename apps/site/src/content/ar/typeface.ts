// The theme alone, not the whole package: vite.config.ts reads this module on every start.
import { theme } from '@acme/ui/theme';

/**
 * The Arabic faces phones and desktops ship with, before the theme's stack: SF Arabic and Geeza
 * Pro (Apple), Noto Sans Arabic and Noto Naskh Arabic (Android), Segoe UI and Tahoma (Windows).
 * A self-hosted face (Noto Sans Arabic, 49 kB a weight) was measured and dropped: arriving within
 * `font-display: optional`'s first moments it still reflowed the text laid out in the fallback,
 * shifting Arabic pages by up to 0.19 under a slow CPU; the system faces shift nothing and load
 * nothing. A rule of the document's style sheet, not of a script: it applies from the first paint
 * and costs the pages' JavaScript nothing.
 */
export const TYPEFACE_CSS: string = `html body{font-family:"SF Arabic","Geeza Pro","Noto Sans Arabic","Noto Naskh Arabic","Segoe UI",Tahoma,${theme.fonts.body}}`;
