import { GlobalStyle, LinkProvider, type LinkComponent } from '@acme/ui';
import { useEffect } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import { App } from './App';
import { ConsentProvider } from './consent/ConsentBanner';

/**
 * An internal link: an anchor with the router's own click handling (a modified click or another
 * target is left to the browser). React Router's `<Link>` adds prefetching and data-router code
 * this site never uses; without it the browser bundle leaves that out.
 */
const AppLink: LinkComponent = ({ href, onClick, target, children, ...props }) => {
  const navigate = useLinkClickHandler(href, { target });
  return (
    <a
      {...props}
      href={useHref(href)}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </a>
  );
};

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
