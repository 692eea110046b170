import { Suspense, createElement, useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { trackPageView } from './analytics';
import { alternates } from './languages/alternates';
import { AssessmentProvider } from './components/assessment';
import { SiteShell } from './components/SiteShell';
import { APP } from '@content/app';
import { SITE } from './config';
import { PageError } from './deploy/PageError';
import { loadOnce, preloadWhenIdle } from './lazy/load-once';
import { LAZY_PAGES, loadedPage } from './pages/registry';
import { retryableImport } from './lazy/retryable-import';
import { resolvePath, type Resolution, type SiteRoute } from './routes/routes';

/**
 * Whether the page on screen is the one the browser loaded. Each route's page mounts afresh, so
 * this outlives them: only a later navigation scrolls to the top (the browser places the first).
 */
let landing = true;

/**
 * What the head of another page needs (every route's title and description, the head's rules),
 * only once the visitor moves to another page: the prerendered HTML carries the landing page's.
 */
const loadRouteHead = loadOnce(retryableImport(() => import('./head/head')));

/** On each route change: the head, scroll to top or to the #anchor, and a page_view. */
function RouteEffects({ route }: { route: SiteRoute }) {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const location = window.location.href;
    if (landing) {
      preloadWhenIdle(loadRouteHead);
      trackPageView(pathname, location);
    } else {
      // The page_view follows the head, so that it names the new page's title; should the head's
      // file not arrive, the old head stays (the next navigation tries again) and the view is
      // still counted.
      loadRouteHead()
        .then(({ applyRouteHead }) => applyRouteHead(route, alternates(route.basePath)))
        .catch(() => undefined)
        .finally(() => trackPageView(pathname, location));
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (!landing) window.scrollTo(0, 0);
    landing = false;
  }, [route, pathname, hash]);
  return null;
}

function Page({ route }: { route: SiteRoute }) {
  // Prerender and hydration render a page whose module is loaded already, without a
  // Suspense boundary, so the static HTML is complete and reused as it is.
  const Loaded = loadedPage(route.kind);
  const Lazy = LAZY_PAGES[route.kind];
  return (
    <>
      <RouteEffects route={route} />
      {Loaded ? (
        // Module-level components looked up by kind, not components made during render.
        createElement(Loaded, { route })
      ) : (
        <Suspense fallback={<p role="status">{APP.loading}</p>}>
          {createElement(Lazy, { route })}
        </Suspense>
      )}
    </>
  );
}

/** An address another document answers: the client portal, or a page of the other language. */
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

/** What an address shows: its page (keyed, so a new route starts fresh), or where it sends. */
function Screen({ resolved }: { resolved: Resolution }) {
  switch (resolved.type) {
    case 'page':
      return <Page key={resolved.route.id} route={resolved.route} />;
    case 'redirect':
      return <Navigate to={resolved.to} replace />;
    case 'login':
      return <LoadDocument href={SITE.clientPortalUrl} name={APP.clientPortal} />;
    case 'other-language':
      return <LoadDocument href={resolved.to} name={resolved.to} />;
    case 'unknown':
      return <Navigate to={resolved.home} replace />;
  }
}

/**
 * The routed site. The address is matched once per navigation, by the routes table's own
 * resolver (letter case and a trailing slash ignored); unknown paths go home.
 */
export function App() {
  const { pathname } = useLocation();
  const resolved = useMemo(() => resolvePath(pathname), [pathname]);
  return (
    <AssessmentProvider>
      <SiteShell
        currentPath={resolved.type === 'page' ? resolved.route.path : pathname}
        {...(resolved.type === 'page' && { basePath: resolved.route.basePath })}
      >
        <PageError resetKey={pathname}>
          <Screen resolved={resolved} />
        </PageError>
      </SiteShell>
    </AssessmentProvider>
  );
}
