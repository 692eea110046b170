/**
 * The link secret of a development run (the local stand-in, `./scripts/start.sh`, the site's
 * end-to-end tests), so their booking mails carry links a test can follow. Public, so never used
 * where it could sign a real visitor's link: only without `SITE_ENV=production`, for a site on
 * this machine, and with the services listening on this machine alone.
 */
export const DEVELOPMENT_LINK_SECRET = 'development-only-booking-link-secret-not-for-production';

const LOOPBACK_SITE = /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/;
/** An address only this machine reaches: not `0.0.0.0`, `::` or a network's. */
const LOOPBACK_HOST = /^(127\.\d+\.\d+\.\d+|localhost|::1)$/;

/**
 * The link secret a run without `FORMS_LINK_SECRET` signs with: the development one for a
 * development run whose site is on this machine and whose services listen on it alone (`HOST`),
 * else none (its mails carry no link): a server others can reach never signs with a public secret.
 *
 * @example
 * unsetLinkSecret({ production: false, siteUrl: 'http://127.0.0.1:4173', host: '127.0.0.1' }) === DEVELOPMENT_LINK_SECRET; // => true
 * unsetLinkSecret({ production: true, siteUrl: 'http://127.0.0.1:4173', host: '127.0.0.1' }); // => undefined
 * unsetLinkSecret({ production: false, siteUrl: 'https://www.acme.ae', host: '127.0.0.1' }); // => undefined
 * unsetLinkSecret({ production: false, siteUrl: 'http://localhost:4173', host: '0.0.0.0' }); // => undefined
 */
export function unsetLinkSecret(run: {
  readonly production: boolean;
  readonly siteUrl: string;
  /** The address the services listen on. */
  readonly host: string;
}): string | undefined {
  return !run.production && LOOPBACK_SITE.test(run.siteUrl) && LOOPBACK_HOST.test(run.host)
    ? DEVELOPMENT_LINK_SECRET
    : undefined;
}
