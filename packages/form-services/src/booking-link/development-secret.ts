/**
 * The link secret of a development run (the local stand-in, `./scripts/start.sh`, the site's
 * end-to-end tests), so their booking mails carry links a test can follow. Public, so never used
 * where it could sign a real visitor's link: only without `SITE_ENV=production` and for a site on
 * this machine.
 */
export const DEVELOPMENT_LINK_SECRET = 'development-only-booking-link-secret-not-for-production';

const LOOPBACK = /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/;

/**
 * The link secret a run without `FORMS_LINK_SECRET` signs with: the development one for a
 * development run whose site is on this machine, else none (its mails carry no link).
 *
 * @example
 * unsetLinkSecret({ production: false, siteUrl: 'http://127.0.0.1:4173' }) === DEVELOPMENT_LINK_SECRET; // => true
 * unsetLinkSecret({ production: true, siteUrl: 'http://127.0.0.1:4173' }); // => undefined
 * unsetLinkSecret({ production: false, siteUrl: 'https://www.acme.ae' }); // => undefined
 */
export function unsetLinkSecret(run: {
  readonly production: boolean;
  readonly siteUrl: string;
}): string | undefined {
  return !run.production && LOOPBACK.test(run.siteUrl) ? DEVELOPMENT_LINK_SECRET : undefined;
}
