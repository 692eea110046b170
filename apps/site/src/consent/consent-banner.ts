import { CONSENT_KEY, chooseConsent, storedConsent, type ConsentChoice } from './consent';
import { CONSENT_PARTS as PART } from './consent-parts';

const part = (root: ParentNode, name: string) => root.querySelector<HTMLElement>(`[${name}]`);

/**
 * Shows the prerendered consent banner and answers its buttons and the footer's "Cookie settings"
 * with a few listeners, so that a first visit loads no React for it: the banner until a choice is
 * made, the settings (the analytics checkbox as stored) when the footer asks, and focus back to the
 * footer's button after that choice.
 */
export function startConsentBanner(): void {
  const banner = part(document, PART.banner);
  if (!banner) return;
  const question = part(banner, PART.question);
  const settings = part(banner, PART.settings);
  const analytics = banner.querySelector<HTMLInputElement>(`[${PART.analytics}]`);
  /** What asked for the settings, if anything: it has focus again after the choice. */
  let opener: HTMLElement | null = null;

  const show = (asSettings: boolean) => {
    if (question) question.hidden = asSettings;
    if (settings) settings.hidden = !asSettings;
    if (analytics) analytics.checked = storedConsent() === 'granted';
    banner.hidden = false;
  };
  const choose = (choice: ConsentChoice) => {
    chooseConsent(choice);
    banner.hidden = true;
    opener?.focus();
    opener = null;
  };

  if (storedConsent() === null) show(false);
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const reopen = event.target.closest<HTMLElement>(`[${PART.reopen}]`);
    if (reopen) {
      opener = reopen;
      show(true);
      banner.querySelector('h2')?.focus();
      return;
    }
    if (!banner.contains(event.target)) return;
    const choice = event.target.closest<HTMLElement>(`[${PART.choice}]`)?.getAttribute(PART.choice);
    if (choice === 'granted' || choice === 'denied') choose(choice);
    else if (event.target.closest(`[${PART.save}]`))
      choose(analytics?.checked ? 'granted' : 'denied');
    else if (event.target.closest(`[${PART.openSettings}]`)) {
      show(true);
      // The pressed button is gone from view: focus goes to the choice that replaced it.
      analytics?.focus();
    }
  });
  // A choice made in another tab answers the question here too.
  window.addEventListener('storage', (event) => {
    if (event.key === CONSENT_KEY && storedConsent() !== null && opener === null)
      banner.hidden = true;
  });
}
