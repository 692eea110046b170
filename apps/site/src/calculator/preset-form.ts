import { PRESETS, type PresetId } from '@acme/pricing-engine';
import { fromEnvironment, type CalculatorForm } from './query';

/** A preset's environment as the form shows it. */
export function presetForm(id: PresetId): CalculatorForm {
  return fromEnvironment(PRESETS[id].environment);
}
