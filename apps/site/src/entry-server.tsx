import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { partsLoaded } from './lazy/hydrate-later';
import { headHtml } from './head/head-html';
import { loadIslands, withIslands } from './islands/prerendered-islands';
import { loadPage } from './pages/registry';
import { Root } from './Root';
import type { SiteRoute } from './routes/routes';

/**
 * Renders a route to HTML (its page module, the islands and the parts they hydrate later loaded
 * first), with its styles and head: the page, and each island in it as the root the browser
 * hydrates.
 */
export async function render(
  route: SiteRoute,
): Promise<{ html: string; styles: string; head: string }> {
  await loadPage(route.kind);
  await loadIslands();
  await partsLoaded();
  const sheet = new ServerStyleSheet();
  try {
    const html = withIslands(sheet, () =>
      renderToString(
        sheet.collectStyles(
          <StrictMode>
            <Root route={route} />
          </StrictMode>,
        ),
      ),
    );
    return { html, styles: sheet.getStyleTags(), head: headHtml(route) };
  } finally {
    sheet.seal();
  }
}
