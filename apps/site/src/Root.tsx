import { GlobalStyle, LinkProvider, type LinkComponent } from '@acme/ui';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { App } from './App';
import { ConsentProvider } from './consent/ConsentBanner';

const AppLink: LinkComponent = ({ href, children, ...props }) => (
  <RouterLink to={href} {...props}>
    {children}
  </RouterLink>
);

/**
 * The app with its global styles and router-aware links (inside a router). No ThemeProvider: the
 * components read the design tokens from `theme` themselves.
 */
export function Root() {
  // Hydration runs in a transition, in slices; this marks the document once it has committed
  // (the browser tests wait for it before they act on the page).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <GlobalStyle />
      <LinkProvider component={AppLink}>
        <ConsentProvider>
          <App />
        </ConsentProvider>
      </LinkProvider>
    </>
  );
}
