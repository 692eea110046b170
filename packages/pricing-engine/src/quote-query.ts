import { ADDON_CATALOGUE, LICENSE_CATALOGUE } from './catalogue';
import {
  COUNT_FIELDS,
  type AddonId,
  type CountField,
  type Environment,
  type LicenseId,
} from './environment';

/** The short query keys of a shared quote link, so the link stays readable. */
export const QUOTE_QUERY_KEYS: Readonly<Record<CountField, string>> = {
  numUsers: 'users',
  numServers: 'servers',
  numRouters: 'routers',
  numFirewalls: 'firewalls',
  numWiFi: 'wifi',
  numCCTV: 'cctv',
  numLocations: 'sites',
};

/** The ids of a catalogue whose flag is set. */
const chosenIds = <Id extends string>(
  catalogue: readonly { readonly id: Id }[],
  flags: Partial<Record<Id, boolean>> = {},
) => catalogue.filter((entry) => flags[entry.id] === true).map((entry) => entry.id);

/**
 * The query string of a shared quote link: every count as given, the support hours, and the
 * chosen add-ons and licences by id. The same link reopens the same calculation anywhere, in
 * the browser or on the server that mails a saved quote.
 *
 * @example
 * toQuoteQuery({ numUsers: 12, supportHours: '24x7', addons: { avMgmt: true, siteVisit: true } }); // => 'users=12&servers=0&routers=0&firewalls=0&wifi=0&cctv=0&sites=0&hours=24x7&addons=avMgmt,siteVisit'
 */
export function toQuoteQuery(env: Environment): string {
  const params = new URLSearchParams();
  for (const field of COUNT_FIELDS)
    params.set(QUOTE_QUERY_KEYS[field.id], String(env[field.id] ?? 0));
  params.set('hours', env.supportHours === '24x7' ? '24x7' : '8x5');
  const addons = chosenIds<AddonId>(ADDON_CATALOGUE, env.addons);
  const licenses = chosenIds<LicenseId>(LICENSE_CATALOGUE, env.licenses);
  if (addons.length) params.set('addons', addons.join(','));
  if (licenses.length) params.set('licenses', licenses.join(','));
  // Commas stay readable in a link; they need no escaping in a query.
  return params.toString().replace(/%2C/g, ',');
}

/**
 * The environment a shared quote link describes, or `null` when it names no count (a page
 * address without a calculation). Counts stay as written, for the calculator to show and
 * {@link normalizeEnvironment} to read; unknown add-ons and licences are left out.
 *
 * @example
 * fromQuoteQuery('?users=12&hours=24x7&addons=avMgmt,rocket'); // => { numUsers: '12', numServers: '0', numRouters: '0', numFirewalls: '0', numWiFi: '0', numCCTV: '0', numLocations: '0', supportHours: '24x7', addons: { avMgmt: true }, licenses: {} }
 * fromQuoteQuery('utm_source=mail'); // => null
 */
export function fromQuoteQuery(query: string): Environment | null {
  const params = new URLSearchParams(query);
  if (!COUNT_FIELDS.some((field) => params.has(QUOTE_QUERY_KEYS[field.id]))) return null;
  const flags = <Id extends string>(key: string, catalogue: readonly { readonly id: Id }[]) => {
    const named = (params.get(key) ?? '').split(',');
    const chosen: Partial<Record<Id, boolean>> = {};
    for (const entry of catalogue) if (named.includes(entry.id)) chosen[entry.id] = true;
    return chosen;
  };
  return {
    ...Object.fromEntries(
      COUNT_FIELDS.map((field) => [field.id, params.get(QUOTE_QUERY_KEYS[field.id]) ?? '0']),
    ),
    supportHours: params.get('hours') === '24x7' ? '24x7' : '8x5',
    addons: flags<AddonId>('addons', ADDON_CATALOGUE),
    licenses: flags<LicenseId>('licenses', LICENSE_CATALOGUE),
  };
}
