import { createElement } from 'react';
import { SiteShell } from './components/SiteShell';
import { loadedPage } from './pages/registry';
import { required } from './required';
import type { SiteRoute } from './routes/routes';

/**
 * A route's page in the site's frame, as the prerender writes it. Its module is loaded before it
 * renders (`loadPage`), so the static HTML is complete. The browser never renders it: it hydrates
 * the page's islands only.
 */
export function App({ route }: { route: SiteRoute }) {
  // A module-level component looked up by kind, not a component made during render.
  const page = createElement(required(loadedPage(route.kind), `the ${route.kind} page's module`), {
    route,
  });
  return (
    <SiteShell currentPath={route.path} basePath={route.basePath}>
      {page}
    </SiteShell>
  );
}
