import { captureVisit } from '@acme/forms-client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadPage } from './pages/registry';
import { Root } from './Root';
import { resolvePath } from './routes/routes';

// Keep the landing page's campaign and referrer for forms on any later page.
try {
  captureVisit({ url: location.href, referrer: document.referrer, store: sessionStorage });
} catch {
  // Storage disabled: forms still read the current page.
}

const resolved = resolvePath(location.pathname);
// Load this page's chunk before hydrating, so the prerendered HTML is reused as it is.
const ready = resolved.type === 'page' ? loadPage(resolved.route.kind) : Promise.resolve();

void ready.then(() =>
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <BrowserRouter>
        <Root />
      </BrowserRouter>
    </StrictMode>,
  ),
);
