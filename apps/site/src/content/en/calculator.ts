import {
  COUNT_FIELDS,
  ADDON_CATALOGUE,
  LICENSE_CATALOGUE,
  PRESET_LABELS,
  type AddonId,
  type CountField,
  type LicenseId,
  type PresetId,
} from '@acme/pricing-engine';
import type { CalculatorCopy } from '../shapes/calculator';

/** The English name of a count field, add-on or licence: the engine's catalogue labels. */
function itemName(id: CountField | AddonId | LicenseId): string {
  const entry = [...COUNT_FIELDS, ...ADDON_CATALOGUE, ...LICENSE_CATALOGUE].find(
    (item) => item.id === id,
  );
  return entry?.label ?? id;
}

export const CALCULATOR: CalculatorCopy = {
  title: 'Pricing',
  intro:
    'This is an estimate only. Your final quote follows an engineer assessment and your choice of SLA.',
  views: { label: 'Calculator view', inputs: 'Inputs', results: 'Results' },
  sticky: {
    label: 'Estimated total',
    before: 'Estimated Total ',
    after: '/month',
    calculate: 'Calculate',
  },
  form: {
    label: 'Your IT environment',
    core: '1) Quantities & Core',
    presets: 'Quick presets:',
    presetName: (id: PresetId) => PRESET_LABELS[id],
    item: itemName,
    supportHours: 'Support hours',
    businessHours: '8x5 (business hours)',
    allHours: (surchargePercent: number) => `24x7 (+${surchargePercent}%)`,
    addons: '2) Add-on Services',
    addon: (name: string, price: string) => `${name} (${price}/month)`,
    licenses: '3) Optional Licenses',
    license: (name: string, price: string, per: 'user' | 'server') =>
      `${name} (${price} per ${per}/month)`,
    calculate: 'Calculate price',
  },
  summary: {
    title: 'Pricing summary',
    calculating: 'Calculating…',
    empty: 'Enter your environment and press Calculate price.',
  },
};
