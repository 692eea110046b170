import { GlobalStyle } from '@acme/ui';
import { App } from './App';
import type { SiteRoute } from './routes/routes';

/** A route's document body with its global styles. No router: every page is its own document. */
export function Root({ route }: { route: SiteRoute }) {
  return (
    <>
      <GlobalStyle />
      <App route={route} />
    </>
  );
}
