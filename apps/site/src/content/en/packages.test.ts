import { PRESETS, suggestPackage, toQuoteQuery } from '@acme/pricing-engine';
import { describe, expect, it } from 'vitest';
import { estimateLink } from '../../calculator/estimate-link';
import { AMC_PLANS } from '../../catalogue/amc';
import { AMC } from './amc';
import { MANAGED_PACKAGES } from '../../catalogue/packages';

describe('links that open the calculator on a preset', () => {
  it('open each managed package on the preset the engine suggests it for', () => {
    expect(
      MANAGED_PACKAGES.map((pkg) => [pkg.id, suggestPackage(PRESETS[pkg.preset].environment).id]),
    ).toEqual([
      ['essential', 'essential'],
      ['business', 'business'],
      ['enterprise', 'enterprise'],
    ]);
  });

  it('open the AMC plans on the presets of their size, keeping their anchors', () => {
    expect(AMC_PLANS.map((plan) => [AMC.plans[plan.anchor].name, plan.preset])).toEqual([
      ['Starter', 'smallOffice'],
      ['Business', 'growingStartup'],
      ['Enterprise', 'multiSite'],
    ]);
    expect(estimateLink('smallOffice', 'starter')).toBe(
      `/pricing?${toQuoteQuery(PRESETS.smallOffice.environment)}#starter`,
    );
  });

  it('carry the whole preset, as the engine writes it, for every preset', () => {
    for (const preset of Object.values(PRESETS)) {
      expect(estimateLink(preset.id)).toBe(`/pricing?${toQuoteQuery(preset.environment)}`);
    }
  });
});
