import {
  COUNT_FIELDS,
  type AddonId,
  type CountField,
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

/** The calculator as it starts: nothing counted, business hours, no extras. */
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
