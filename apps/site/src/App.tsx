import { Suspense, createElement, useEffect, useRef } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { trackPageView } from './analytics';
import { AssessmentProvider } from './components/AssessmentDialog';
import { SiteShell } from './components/SiteShell';
import { SITE } from './config';
import { applyHead, headFor } from './head/head';
import { LAZY_PAGES, loadedPage } from './pages/registry';
import { LOGIN_PATH, REDIRECTS, ROUTES, resolvePath, type SiteRoute } from './routes/routes';

/** On each route change: the head, scroll to top or to the #anchor, and a page_view. */
function RouteEffects({ route }: { route: SiteRoute }) {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    applyHead(headFor(route));
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (!first.current) window.scrollTo(0, 0);
    first.current = false;
    trackPageView(pathname);
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
        <Suspense fallback={<p role="status">Loading…</p>}>
          {createElement(Lazy, { route })}
        </Suspense>
      )}
    </>
  );
}

function ClientPortalRedirect() {
  useEffect(() => window.location.replace(SITE.clientPortalUrl), []);
  return (
    <p>
      Opening the <a href={SITE.clientPortalUrl}>client portal</a>…
    </p>
  );
}

/** The routed site. Matching ignores letter case; unknown paths go home. */
export function App() {
  const { pathname } = useLocation();
  const resolved = resolvePath(pathname);
  const currentPath = resolved.type === 'page' ? resolved.route.path : pathname;
  return (
    <AssessmentProvider>
      <SiteShell currentPath={currentPath}>
        <Routes>
          {ROUTES.flatMap((route) =>
            [route.path, ...route.aliases].map((path) => (
              <Route key={path} path={path} element={<Page route={route} />} />
            )),
          )}
          {REDIRECTS.map((redirect) => (
            <Route
              key={redirect.from}
              path={redirect.from}
              element={<Navigate to={redirect.to} replace />}
            />
          ))}
          <Route path={LOGIN_PATH} element={<ClientPortalRedirect />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </SiteShell>
    </AssessmentProvider>
  );
}
