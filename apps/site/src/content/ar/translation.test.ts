import { describe, expect, it } from 'vitest';
import * as enAbout from '../en/about';
import * as enApp from '../en/app';
import * as enAssessment from '../en/assessment';
import * as enConsent from '../en/consent';
import * as enDescriptions from '../en/descriptions';
import * as enFooter from '../en/footer';
import * as enFormFields from '../en/form-fields';
import * as enHome from '../en/home';
import * as enNavigation from '../en/navigation';
import * as enPromo from '../en/promo';
import * as enRouteNames from '../en/route-names';
import * as enCatalogue from '../en/service-catalogue';
import * as enServicePages from '../en/service-pages';
import * as enServices from '../en/services';
import * as enServiceTitles from '../en/service-titles';
import * as enShell from '../en/shell';
import * as enServiceTemplate from '../en/service-template';
import * as about from './about';
import * as app from './app';
import * as assessment from './assessment';
import * as consent from './consent';
import * as descriptions from './descriptions';
import * as footer from './footer';
import * as formFields from './form-fields';
import * as home from './home';
import * as navigation from './navigation';
import * as promo from './promo';
import * as routeNames from './route-names';
import * as catalogue from './service-catalogue';
import * as servicePages from './service-pages';
import * as services from './services';
import * as serviceTitles from './service-titles';
import * as shell from './shell';
import { numbersIn } from '../numbers-in';
import * as serviceTemplate from './service-template';

const withoutUiLabels = ({ UI_LABELS: _labels, ...rest }: typeof enShell | typeof shell) => rest;

/** Each Arabic module of the shell and the general pages, with its English original. */
const MODULES: Record<string, readonly [Record<string, unknown>, Record<string, unknown>]> = {
  about: [enAbout, about],
  app: [enApp, app],
  assessment: [enAssessment, assessment],
  consent: [enConsent, consent],
  descriptions: [enDescriptions, descriptions],
  footer: [enFooter, footer],
  'form-fields': [enFormFields, formFields],
  home: [enHome, home],
  navigation: [enNavigation, navigation],
  promo: [enPromo, promo],
  'route-names': [enRouteNames, routeNames],
  'service-catalogue': [enCatalogue, catalogue],
  'service-pages': [enServicePages, servicePages],
  'service-template': [enServiceTemplate, serviceTemplate],
  services: [enServices, services],
  'service-titles': [enServiceTitles, serviceTitles],
  // The ui components' words are typed by `@acme/ui`'s `UiLabels`: all of them in Arabic, none in
  // English (the components' own English stands).
  shell: [withoutUiLabels(enShell), withoutUiLabels(shell)],
};

/** Language-neutral data some modules carry beside their words (the catalogue's ids, addresses, icons). */
const NEUTRAL_KEYS = new Set(['id', 'path', 'aliases', 'group', 'icon', 'page']);

/** What a function is called with to read its words: Arabic, as the pages pass it. */
const SAMPLE_ARGUMENT = 'نص';

/** The outline of a value: its keys, array lengths and kinds, all the way down, words left out. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'function') {
    const fn = value as (...args: string[]) => unknown;
    return {
      arity: fn.length,
      returns: shape(fn(...Array<string>(fn.length).fill(SAMPLE_ARGUMENT))),
    };
  }
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, v]) => [key, NEUTRAL_KEYS.has(key) ? v : shape(v)]),
    );
  return typeof value;
}

/** Every string a value says (functions called with the sample argument). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    const fn = value as (...args: string[]) => unknown;
    return strings(fn(...Array<string>(fn.length).fill(SAMPLE_ARGUMENT)));
  }
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => (NEUTRAL_KEYS.has(key) ? [] : strings(v)));
  return [];
}

/**
 * What Arabic copy may keep in Latin letters: product and company names, standards and
 * abbreviations (as UAE businesses write them), the package names, incident priorities and
 * support levels. Longest first, so that a name is taken out whole.
 */
const LATIN_ALLOWED = [
  'Microsoft 365',
  'Microsoft Teams',
  'Microsoft',
  'Google Analytics',
  'Dell Technologies',
  'Essential Care',
  'Business Plus',
  'Enterprise 24/7',
  'ISO 27001',
  'WhatsApp',
  'LinkedIn',
  'Fortinet',
  'Cisco',
  'Azure',
  'Wi-Fi',
  'AWS',
  'AMC',
  'SLA',
  'RFI',
  'RFP',
  'PDF',
  'NOC',
  'EDR',
  'MFA',
  'VPN',
  'NESA',
  'NIST',
  'CIS',
  /\b[PL]\d\b/g,
];

/** What is left in Latin letters once the allowed names are taken out. */
function latinLeft(text: string): string[] {
  let rest = text;
  for (const allowed of LATIN_ALLOWED) rest = rest.replaceAll(allowed, ' ');
  return rest.match(/[A-Za-z]+/g) ?? [];
}

describe('the Arabic copy of the shell and the general pages', () => {
  for (const [name, [en, ar]] of Object.entries(MODULES)) {
    describe(name, () => {
      it('has the English module’s exports, keys, list lengths, function arities and neutral data', () => {
        expect(shape(ar)).toEqual(shape(en));
      });

      it('is Arabic: no English left but product names and abbreviations', () => {
        for (const text of strings(ar)) {
          expect(latinLeft(text), text).toEqual([]);
        }
      });

      // As for the page modules (translations.test): a number may be written in words, but one
      // written in digits is the English copy's.
      it('writes no number the English one does not', () => {
        const english = numbersIn(strings(en));
        expect([...numbersIn(strings(ar))].filter((number) => !english.has(number))).toEqual([]);
      });
    });
  }

  it('says each screen’s meta description in 50 to 160 characters', () => {
    for (const [id, description] of Object.entries(descriptions.ROUTE_DESCRIPTIONS)) {
      expect(description.length, id).toBeGreaterThanOrEqual(50);
      expect(description.length, id).toBeLessThanOrEqual(160);
    }
  });
});
