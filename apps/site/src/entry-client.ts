import { trackPageView } from './analytics';
import { stashLinkToken } from './booking/link-token';
import { startConsentMode } from './consent/consent';
import { startConsentBanner } from './consent/consent-banner';
import { rememberLanding } from './forms';
import { startIslands } from './islands/schedule';

// A booking link's token leaves the address before anything reads it (analytics, forms, links).
stashLinkToken();
// Consent Mode's defaults (all denied) before any event, then the remembered choice.
startConsentMode();
// Keep the landing page's campaign and referrer for forms on any later page.
rememberLanding();
// Every page is a document of its own: one page_view each, titled by its prerendered head.
trackPageView();

// The page is its prerendered HTML: only its islands hydrate, each at its moment. The browser
// tests wait for this mark: listeners in place, and the first screen's islands hydrated.
void startIslands().then(() => {
  document.documentElement.dataset.hydrated = 'true';
});

// An in-page navigation (the SLA's) is never hydrated: it marks the section in view itself, with
// code that only a page having one loads (the prerendered navigation marks the first section).
// Its links work without it, so a failed load is let be.
const anchorNavs = document.querySelectorAll<HTMLElement>('[data-anchor-nav]');
if (anchorNavs.length)
  import('@acme/ui/SectionInView').then(
    ({ followSectionInView }) => anchorNavs.forEach(followSectionInView),
    () => {},
  );

// The consent banner, prerendered in a build with analytics, until a choice. The build's own
// variable is tested, so that a build without analytics ships none of its code.
if (import.meta.env.VITE_ANALYTICS_ID) startConsentBanner();
