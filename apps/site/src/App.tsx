import { createElement, useEffect } from 'react';
import { AssessmentHost } from './components/assessment';
import { SiteShell } from './components/SiteShell';
import { APP } from '@content/app';
import { SITE } from './config';
import { PageError } from './deploy/PageError';
import { loadedPage } from './pages/registry';
import { required } from './required';
import { resolvePath, type Resolution, type SiteRoute } from './routes/routes';

/**
 * A page, whose module the prerender and the browser entry load before they render (`loadPage`),
 * so the static HTML is complete and hydrated as it is.
 */
function Page({ route }: { route: SiteRoute }) {
  // A module-level component looked up by kind, not a component made during render.
  return createElement(required(loadedPage(route.kind), `the ${route.kind} page's module`), {
    route,
  });
}

/**
 * An address another document answers: the client portal, a page of the other language, or where
 * a redirect or an unknown address leads (the server answers those itself; this covers a host
 * that serves the page's HTML under them).
 */
function LoadDocument({ href, name }: { href: string; name: string }) {
  useEffect(() => window.location.replace(href), [href]);
  return (
    <p>
      {APP.opening}{' '}
      <a href={href}>
        <bdi>{name}</bdi>
      </a>
      …
    </p>
  );
}

/** What an address shows: its page, or the document it sends to. */
function Screen({ resolved }: { resolved: Resolution }) {
  switch (resolved.type) {
    case 'page':
      return <Page route={resolved.route} />;
    case 'redirect':
    case 'other-language':
      return <LoadDocument href={resolved.to} name={resolved.to} />;
    case 'login':
      return <LoadDocument href={SITE.clientPortalUrl} name={APP.clientPortal} />;
    case 'unknown':
      return <LoadDocument href={resolved.home} name={resolved.home} />;
  }
}

/**
 * The page of a document's path, matched by the routes table's own resolver (letter case and a
 * trailing slash ignored).
 */
export function App({ path }: { path: string }) {
  const resolved = resolvePath(path);
  return (
    <>
      <SiteShell
        currentPath={resolved.type === 'page' ? resolved.route.path : path}
        {...(resolved.type === 'page' && { basePath: resolved.route.basePath })}
      >
        <PageError>
          <Screen resolved={resolved} />
        </PageError>
      </SiteShell>
      <AssessmentHost />
    </>
  );
}
