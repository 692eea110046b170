import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { rememberLanding } from './forms';
import { loadPage } from './pages/registry';
import { Root } from './Root';
import { resolvePath } from './routes/routes';

// Keep the landing page's campaign and referrer for forms on any later page.
rememberLanding();

const resolved = resolvePath(location.pathname);
// Load this page's chunk before hydrating, so the prerendered HTML is reused as it is.
const ready = resolved.type === 'page' ? loadPage(resolved.route.kind) : Promise.resolve();

// Hydrating in a transition lets React yield to the browser between components, so the page
// answers input while it hydrates instead of blocking the main thread in one long task.
void ready.then(() =>
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <BrowserRouter>
          <Root />
        </BrowserRouter>
      </StrictMode>,
    );
  }),
);
