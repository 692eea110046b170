/**
 * The design tokens. Text colours pass WCAG AA (4.5:1) on `surface` and `light`;
 * `grey` is for borders and decoration only.
 */
export const theme = {
  colors: {
    primary: '#18629d',
    secondary: '#1a75bb',
    grey: '#808080',
    light: '#f0f5f9',
    text: '#1b2430',
    textMuted: '#4a5565',
    surface: '#ffffff',
    border: '#d5dee6',
    success: '#1d6b35',
    successBg: '#e7f4ec',
    danger: '#b42318',
    dangerBg: '#fdecea',
    info: '#18629d',
    infoBg: '#e8f1f8',
    onPrimary: '#ffffff',
    focus: '#f0a500',
    star: '#8a5a00',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
    xxl: '2rem',
    display: '2.5rem',
  },
  shadows: {
    card: '0 1px 3px rgba(16, 24, 40, 0.12)',
    raised: '0 8px 24px rgba(16, 24, 40, 0.18)',
  },
  layout: { sidePanel: '16rem', content: '72rem', mobileBar: '3.5rem' },
  zIndex: { sticky: 10, drawer: 40, chat: 45, toast: 50 },
} as const;

/** The shape of the theme. */
export type Theme = typeof theme;

/** A media query for viewports at least `breakpoint` wide. */
export const above = (breakpoint: keyof Theme['breakpoints']) =>
  `@media (min-width: ${theme.breakpoints[breakpoint]})`;

declare module 'styled-components' {
  // Typed `props.theme` everywhere styled-components is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
