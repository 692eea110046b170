// Google's tag as the tests see it: the real one cannot be loaded here.
import type { Page } from '@playwright/test';

/**
 * A stand-in for Google's tag: it reads the data layer the page queued, and reports each event
 * to the collect endpoint, as the real tag does; the test sees those requests.
 */
const STUB_TAG = `
  (function () {
    var send = function (entry) {
      if (entry && entry[0] === 'event') fetch('https://www.google-analytics.com/g/collect?en=' + entry[1], { mode: 'no-cors' });
    };
    var layer = (window.dataLayer = window.dataLayer || []);
    for (var i = 0; i < layer.length; i++) send(layer[i]);
    var push = layer.push.bind(layer);
    layer.push = function (entry) { send(entry); return push(entry); };
  })();
`;

/** Every request to Google's hosts; the tag is answered by the stand-in. */
export async function watchGoogle(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
    requests.push(route.request().url());
    return route.request().url().includes('/gtag/js')
      ? route.fulfill({ contentType: 'text/javascript', body: STUB_TAG })
      : route.fulfill({ status: 204 });
  });
  return requests;
}
