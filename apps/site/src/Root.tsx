import { GlobalStyle, LinkProvider, theme, type LinkComponent } from '@acme/ui';
import { Link as RouterLink } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { App } from './App';

const AppLink: LinkComponent = ({ href, children, ...props }) => (
  <RouterLink to={href} {...props}>
    {children}
  </RouterLink>
);

/** The app with its theme, global styles and router-aware links (inside a router). */
export function Root() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <LinkProvider component={AppLink}>
        <App />
      </LinkProvider>
    </ThemeProvider>
  );
}
