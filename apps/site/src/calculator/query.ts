import {
  ADDON_CATALOGUE,
  COUNT_FIELDS,
  LICENSE_CATALOGUE,
  type AddonId,
  type CountField,
  type Environment,
  type LicenseId,
  type SupportHours,
} from '@acme/pricing-engine';

/** The calculator form as typed: counts as the strings the inputs hold. */
export interface CalculatorForm {
  readonly counts: Readonly<Record<CountField, string>>;
  readonly supportHours: SupportHours;
  readonly addons: readonly AddonId[];
  readonly licenses: readonly LicenseId[];
}

/** Short query keys, so a shared quote link stays readable. */
const KEYS: Record<CountField, string> = {
  numUsers: 'users',
  numServers: 'servers',
  numRouters: 'routers',
  numFirewalls: 'firewalls',
  numWiFi: 'wifi',
  numCCTV: 'cctv',
  numLocations: 'sites',
};

const ADDON_IDS = ADDON_CATALOGUE.map((addon) => addon.id);
const LICENSE_IDS = LICENSE_CATALOGUE.map((license) => license.id);

export const EMPTY_FORM: CalculatorForm = {
  counts: Object.fromEntries(COUNT_FIELDS.map((f) => [f.id, '0'])) as Record<CountField, string>,
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
    counts: Object.fromEntries(COUNT_FIELDS.map((f) => [f.id, String(env[f.id] ?? 0)])) as Record<
      CountField,
      string
    >,
    supportHours: env.supportHours === '24x7' ? '24x7' : '8x5',
    addons: ADDON_IDS.filter((id) => env.addons?.[id]),
    licenses: LICENSE_IDS.filter((id) => env.licenses?.[id]),
  };
}

/** The query string of a calculated quote. */
export function toQuery(form: CalculatorForm): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of COUNT_FIELDS) params.set(KEYS[field.id], form.counts[field.id]);
  params.set('hours', form.supportHours);
  if (form.addons.length) params.set('addons', form.addons.join(','));
  if (form.licenses.length) params.set('licenses', form.licenses.join(','));
  return params;
}

/** The quote a query string describes, or `null` when it holds no calculation. */
export function fromQuery(params: URLSearchParams): CalculatorForm | null {
  if (!COUNT_FIELDS.some((field) => params.has(KEYS[field.id]))) return null;
  const list = <Id extends string>(key: string, allowed: readonly Id[]) =>
    (params.get(key) ?? '')
      .split(',')
      .filter((id): id is Id => (allowed as readonly string[]).includes(id));
  return {
    counts: Object.fromEntries(
      COUNT_FIELDS.map((f) => [f.id, params.get(KEYS[f.id]) ?? '0']),
    ) as Record<CountField, string>,
    supportHours: params.get('hours') === '24x7' ? '24x7' : '8x5',
    addons: list('addons', ADDON_IDS),
    licenses: list('licenses', LICENSE_IDS),
  };
}
