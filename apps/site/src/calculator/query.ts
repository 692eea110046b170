import {
  ADDON_CATALOGUE,
  COUNT_FIELDS,
  LICENSE_CATALOGUE,
  fromQuoteQuery,
  toQuoteQuery,
  type AddonId,
  type CountField,
  type Environment,
  type LicenseId,
  type SupportHours,
} from '@acme/pricing-engine';
import { recordOf } from '../record-of';

/** The calculator form as typed: counts as the strings the inputs hold. */
export interface CalculatorForm {
  readonly counts: Readonly<Record<CountField, string>>;
  readonly supportHours: SupportHours;
  readonly addons: readonly AddonId[];
  readonly licenses: readonly LicenseId[];
}

const ADDON_IDS = ADDON_CATALOGUE.map((addon) => addon.id);
const LICENSE_IDS = LICENSE_CATALOGUE.map((license) => license.id);

export const EMPTY_FORM: CalculatorForm = {
  counts: recordOf(
    COUNT_FIELDS,
    (f) => f.id,
    () => '0',
  ),
  supportHours: '8x5',
  addons: [],
  licenses: [],
};

/** The form as the engine takes it. */
export function toEnvironment(form: CalculatorForm): Environment {
  return {
    ...form.counts,
    supportHours: form.supportHours,
    addons: Object.fromEntries(form.addons.map((id) => [id, true])),
    licenses: Object.fromEntries(form.licenses.map((id) => [id, true])),
  };
}

/** An engine environment (e.g. a preset) as the form shows it. */
export function fromEnvironment(env: Environment): CalculatorForm {
  return {
    counts: recordOf(
      COUNT_FIELDS,
      (f) => f.id,
      (f) => String(env[f.id] ?? 0),
    ),
    supportHours: env.supportHours === '24x7' ? '24x7' : '8x5',
    addons: ADDON_IDS.filter((id) => env.addons?.[id]),
    licenses: LICENSE_IDS.filter((id) => env.licenses?.[id]),
  };
}

/** The query string of a calculated quote, as a shared quote link carries it. */
export function toQuery(form: CalculatorForm): URLSearchParams {
  return new URLSearchParams(toQuoteQuery(toEnvironment(form)));
}

/** The quote a query string describes, or `null` when it holds no calculation. */
export function fromQuery(params: URLSearchParams): CalculatorForm | null {
  const env = fromQuoteQuery(params.toString());
  return env && fromEnvironment(env);
}
