import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { partsLoaded } from './lazy/hydrate-later';
import { headHtml } from './head/head-html';
import { loadPage } from './pages/registry';
import { Root } from './Root';
import type { SiteRoute } from './routes/routes';

/**
 * Renders a route to HTML (its page module and the parts it hydrates later loaded first), with its
 * styles and head.
 */
export async function render(
  route: SiteRoute,
): Promise<{ html: string; styles: string; head: string }> {
  await loadPage(route.kind);
  await partsLoaded();
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <Root path={route.path} />
        </StrictMode>,
      ),
    );
    return { html, styles: sheet.getStyleTags(), head: headHtml(route) };
  } finally {
    sheet.seal();
  }
}
