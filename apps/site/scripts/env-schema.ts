// The configuration's shape: every variable the build and the servers read (documented in
// .env.example), checked when the site is built, so a wrong value fails there, by name.
import { SERVICES_ENV_ENTRIES } from '@acme/form-services/env-schema';
import * as v from 'valibot';
import { expiresProblem } from '../server/security-txt.ts';
import { COMPANY_DETAILS, SITE_DEFAULTS } from '../src/site-defaults.ts';

const text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));
const address = (example: string) =>
  v.pipe(
    v.string(),
    v.check(
      (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
      `must be a full http(s) address, e.g. ${example}`,
    ),
  );
const email = v.pipe(v.string(), v.email('must be an email address, e.g. info@company.ae'));
const flag = v.picklist(['true', 'false'], 'must be true or false');

/** Every variable, optional: unset, the default applies. */
export const ENV_SCHEMA = v.partial(
  v.object({
    VITE_COMPANY_NAME: text,
    VITE_COMPANY_PHONE: v.pipe(
      v.string(),
      v.regex(/^\+?[\d\s()-]{7,}$/, 'must be a phone number, e.g. +971 4 123 4567'),
    ),
    VITE_COMPANY_EMAIL: email,
    VITE_WHATSAPP_NUMBER: v.pipe(
      v.string(),
      v.regex(
        /^\d{8,15}$/,
        'must be an international number without + or spaces, e.g. 971501234567',
      ),
    ),
    VITE_SITE_URL: address('https://www.company.ae'),
    VITE_CLIENT_PORTAL_URL: address('https://portal.company.ae'),
    VITE_SOCIAL_URL: address('https://www.linkedin.com/company/name'),
    VITE_ANALYTICS_ID: v.pipe(
      v.string(),
      v.regex(
        /^(G|GTM)-[A-Z0-9]+$/,
        'must be a GA4 measurement ID (G-…) or a Tag Manager container (GTM-…)',
      ),
    ),
    VITE_FORMS_ENDPOINT: v.pipe(
      v.string(),
      v.regex(/^(\/|https?:\/\/)/, 'must be a path on this site (/api/submit) or a full address'),
    ),
    VITE_FORMS_ACCESS_KEY: text,
    VITE_FORMS_PROVIDER: text,
    VITE_LEGAL_NAME: text,
    VITE_TRADE_LICENCE: v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9/-]{3,30}$/, 'must be the licence number, e.g. 123456 or DED-123456'),
    ),
    VITE_REGISTERED_ADDRESS: text,
    VITE_SECURITY_EMAIL: email,
    VITE_SECURITY_TXT_EXPIRES: v.pipe(
      v.string(),
      v.check(
        (value) =>
          /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/.test(value) &&
          !Number.isNaN(Date.parse(value)),
        'must be a date, e.g. 2027-06-30, or a date and time, e.g. 2027-06-30T12:00:00Z',
      ),
    ),
    SITE_ENV: v.picklist(['production', 'development'], 'must be production or development'),
    HSTS_INCLUDE_SUBDOMAINS: flag,
    // The form services' own, checked here as the servers check them at start.
    ...SERVICES_ENV_ENTRIES,
  }),
);

/**
 * Checks a build's configuration. A blank variable counts as unset. Throws one error naming every
 * wrong variable; in production (`SITE_ENV=production`) the example company details are wrong
 * too, and so is a security.txt Expires that is past or over a year from `now`. Otherwise returns
 * the warning to print when the site still shows the examples, or `null`.
 */
export function checkEnv(
  env: Readonly<Record<string, string | undefined>>,
  now: Date = new Date(),
): string | null {
  const set = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const problems: string[] = [];
  const parsed = v.safeParse(ENV_SCHEMA, set);
  if (!parsed.success)
    for (const issue of parsed.issues) problems.push(`${v.getDotPath(issue)} ${issue.message}`);
  const examples = COMPANY_DETAILS.filter(
    (name) => !set[name] || set[name] === SITE_DEFAULTS[name],
  );
  const expires = parsed.success ? parsed.output.VITE_SECURITY_TXT_EXPIRES : undefined;
  if (set.SITE_ENV === 'production') {
    for (const name of examples)
      problems.push(
        `${name} is the example value (${SITE_DEFAULTS[name]}); a production build needs the company's own`,
      );
    const expiry = expires && expiresProblem(expires, now);
    if (expiry) problems.push(`VITE_SECURITY_TXT_EXPIRES ${expiry}`);
  }
  if (problems.length > 0)
    throw new Error(`The configuration is not valid:\n  ${problems.join('\n  ')}`);
  return examples.length > 0
    ? `Building with the example ${examples.join(', ')}: fine for trying the site, not for publishing it (pnpm build:production refuses them).`
    : null;
}
