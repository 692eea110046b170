/** Another company's details, complete and valid: what a real deployment configures. */
export const OTHER_COMPANY = {
  VITE_COMPANY_NAME: 'Falcon Networks FZ-LLC',
  VITE_COMPANY_PHONE: '+971 4 555 0101',
  VITE_COMPANY_EMAIL: 'hello@falcon-it.ae',
  VITE_WHATSAPP_NUMBER: '971505550101',
  VITE_SITE_URL: 'https://www.falcon-it.ae',
  VITE_CLIENT_PORTAL_URL: 'https://portal.falcon-it.ae',
  VITE_SOCIAL_URL: 'https://www.linkedin.com/company/falcon-it',
};

/**
 * This process's environment for a build a test starts, with `overrides`, and without the site's
 * `VITE_` variables: Vitest puts the unit tests' configuration there (see `vitest.config.ts`),
 * which must not stand in for the build's own `.env` files.
 */
export function buildEnvironment(overrides: Readonly<Record<string, string>> = {}) {
  return {
    ...Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')),
    ),
    ...overrides,
  };
}
