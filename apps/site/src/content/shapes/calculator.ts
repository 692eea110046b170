import type { AddonId, CountField, LicenseId, PresetId } from '@acme/pricing-engine';

/** The calculator on /pricing: the page, its inputs and the summary before a quote. */
export interface CalculatorCopy {
  readonly title: string;
  readonly intro: string;
  /** The narrow screen's two views. */
  readonly views: {
    readonly label: string;
    readonly inputs: string;
    readonly results: string;
  };
  /** The sticky total at the foot of a phone's screen: before and after its amount. */
  readonly sticky: {
    readonly label: string;
    readonly before: string;
    readonly after: string;
    readonly calculate: string;
  };
  readonly form: {
    readonly label: string;
    readonly core: string;
    readonly presets: string;
    readonly presetName: (id: PresetId) => string;
    readonly item: (id: CountField | AddonId | LicenseId) => string;
    readonly supportHours: string;
    readonly businessHours: string;
    readonly allHours: (surchargePercent: number) => string;
    readonly addons: string;
    readonly addon: (name: string, price: string) => string;
    readonly licenses: string;
    readonly license: (name: string, price: string, per: 'user' | 'server') => string;
    readonly calculate: string;
  };
  readonly summary: {
    readonly title: string;
    readonly calculating: string;
    readonly empty: string;
  };
}
