import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

/**
 * Base document styles: box sizing, the system font stack, a visible focus ring, mirrored icons,
 * and a control that has taken a tap it cannot answer yet (`aria-busy`, e.g. while its code
 * loads) showing so.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.6;
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
  }
  h1, h2, h3, h4 { line-height: 1.25; margin: 0 0 ${theme.space.md}; }
  p { margin: 0 0 ${theme.space.md}; }
  a { color: ${theme.colors.primary}; }
  img, svg { max-width: 100%; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  button[aria-busy='true'], [role='button'][aria-busy='true'] { cursor: progress; opacity: 0.7; }
  /* An icon that points along the line (createIcon's mirrorInRtl) points the other way right to left. */
  [data-mirror-rtl] { transform: none; }
  [data-mirror-rtl]:dir(rtl) { transform: scaleX(-1); }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition-duration: 0.01ms !important; animation-duration: 0.01ms !important; }
  }
  @media print {
    [data-print="hide"] { display: none !important; }
  }
`;
