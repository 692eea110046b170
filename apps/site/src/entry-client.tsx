import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { trackPageView } from './analytics';
import { startConsentMode } from './consent/consent';
import { holdEarlyTaps } from './early-taps';
import { rememberLanding } from './forms';
import { loadPage } from './pages/registry';
import { Root } from './Root';
import { resolvePath } from './routes/routes';
import { required } from './required';

// First, so that no tap on a button is lost while the page's chunk loads.
const earlyTaps = holdEarlyTaps();
// Consent Mode's defaults (all denied) before any event, then the remembered choice.
startConsentMode();
// Keep the landing page's campaign and referrer for forms on any later page.
rememberLanding();
// Every page is a document of its own: one page_view each, titled by its prerendered head.
trackPageView();

const path = location.pathname;
const resolved = resolvePath(path);
// Load this page's chunk before hydrating, so the prerendered HTML is reused as it is (a chunk
// gone after a deploy reloads the page once: see `loadPage`).
const ready = resolved.type === 'page' ? loadPage(resolved.route.kind) : Promise.resolve();

// Hydrating in a transition lets React yield to the browser between components, so the page
// answers input while it hydrates instead of blocking the main thread in one long task. Should
// this page's chunk be missing still, the prerendered HTML stays as it is, readable and linked.
ready.then(
  () => {
    earlyTaps.stop();
    startTransition(() => {
      hydrateRoot(
        required(document.getElementById('root'), 'the #root element'),
        <StrictMode>
          <Root path={path} onHydrated={earlyTaps.replay} />
        </StrictMode>,
      );
    });
  },
  (error: unknown) => {
    earlyTaps.drop();
    console.error(error);
  },
);
