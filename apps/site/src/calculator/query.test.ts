import { PRESETS, calculatePrice } from '@acme/pricing-engine';
import { describe, expect, it } from 'vitest';
import { presetForm } from './preset-form';
import { EMPTY_FORM, fromEnvironment, fromQuery, toEnvironment, toQuery } from './query';

describe('calculator state in the URL', () => {
  it.each(Object.values(PRESETS))(
    'round-trips the $label preset through the query string',
    (preset) => {
      const form = fromEnvironment(preset.environment);
      const back = fromQuery(new URLSearchParams(toQuery(form).toString()));
      expect(back).toEqual(form);
      expect(calculatePrice(toEnvironment(back!))).toEqual(calculatePrice(preset.environment));
    },
  );

  it.each(Object.values(PRESETS))('fills the form with the $label preset', (preset) => {
    expect(calculatePrice(toEnvironment(presetForm(preset.id)))).toEqual(
      calculatePrice(preset.environment),
    );
  });

  it('has no calculation in an address without counts', () => {
    expect(fromQuery(new URLSearchParams('utm_source=x'))).toBeNull();
  });

  it('ignores unknown add-ons and licences, and keeps bad counts for the engine to read as 0', () => {
    const form = fromQuery(new URLSearchParams('users=abc&addons=avMgmt,rocket&licenses=nope'));
    expect(form).toMatchObject({ addons: ['avMgmt'], licenses: [] });
    expect(calculatePrice(toEnvironment(form!)).meta.endpointsCost).toBe(0);
  });

  it('starts empty at 8x5', () => {
    expect(calculatePrice(toEnvironment(EMPTY_FORM)).grandTotal).toBe(0);
  });
});
