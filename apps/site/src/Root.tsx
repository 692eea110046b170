import { GlobalStyle } from '@acme/ui';
import { useEffect } from 'react';
import { App } from './App';
import { ConsentBanner } from './consent/ConsentBanner';

/**
 * The app at the document's path, with its global styles. No ThemeProvider: the components read
 * the design tokens from `theme` themselves. No router: every page is its own document, and its
 * links are plain anchors the browser follows.
 */
export function Root({
  path,
  onHydrated,
}: {
  path: string;
  /** Called once the browser has hydrated the document. */
  onHydrated?: () => void;
}) {
  // Hydration runs in a transition, in slices; this marks the document once it has committed
  // (the browser tests wait for it before they act on the page).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    onHydrated?.();
  }, [onHydrated]);
  return (
    <>
      <GlobalStyle />
      <App path={path} />
      <ConsentBanner />
    </>
  );
}
