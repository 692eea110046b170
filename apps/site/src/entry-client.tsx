import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { startConsentMode } from './consent/consent';
import { isPageChunk, reloadForMissingChunk } from './deploy/reload-once';
import { rememberLanding } from './forms';
import { loadPage } from './pages/registry';
import { Root } from './Root';
import { resolvePath } from './routes/routes';
import { required } from './required';

// Consent Mode's defaults (all denied) before any event, then the remembered choice.
startConsentMode();
// Keep the landing page's campaign and referrer for forms on any later page.
rememberLanding();

// A page's chunk is gone when this tab outlived a deploy: reload once for the new HTML; if that
// just happened, let the import fail for the page's error boundary to say so. A feature's chunk
// (the forms client) is left to fail for its feature, which keeps what the visitor typed.
window.addEventListener('vite:preloadError', (event) => {
  if (isPageChunk(event.payload) && reloadForMissingChunk()) event.preventDefault();
});

const resolved = resolvePath(location.pathname);
// Load this page's chunk before hydrating, so the prerendered HTML is reused as it is.
const ready = resolved.type === 'page' ? loadPage(resolved.route.kind) : Promise.resolve();

// Hydrating in a transition lets React yield to the browser between components, so the page
// answers input while it hydrates instead of blocking the main thread in one long task. Should
// this page's chunk be missing, the prerendered HTML stays as it is, readable and linked.
ready.catch(() => reloadForMissingChunk());
void ready.then(() =>
  startTransition(() => {
    hydrateRoot(
      required(document.getElementById('root'), 'the #root element'),
      <StrictMode>
        <BrowserRouter>
          <Root />
        </BrowserRouter>
      </StrictMode>,
    );
  }),
);
