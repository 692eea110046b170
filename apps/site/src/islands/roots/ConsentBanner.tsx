import { ConsentBanner, openConsentSettings } from '../../consent/ConsentBanner';

/**
 * Opens the banner: as the question, when the page finds no choice made; as the settings, when
 * the footer's "Cookie settings" asks (`data-opens-with="settings"`).
 */
export const open = (value?: string, opener?: HTMLElement) => {
  if (value === 'settings') openConsentSettings(opener);
};

/** The consent question and its settings, rendered in the browser only when they are shown. */
export default ConsentBanner;
