import {
  ADDON_CATALOGUE,
  COUNT_FIELDS,
  LICENSE_CATALOGUE,
  PRESET_IDS,
  RATES,
  toCount,
  type AddonId,
  type CountField,
  type LicenseId,
  type PresetId,
} from '@acme/pricing-engine';
import {
  Accordion,
  ActionRow,
  Button,
  CardGrid,
  Checkbox,
  NumberField,
  RadioGroup,
  theme,
} from '@acme/ui';
import { CALCULATOR } from '@content/calculator';
import { money } from '@content/money';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { styled } from 'styled-components';
import type { CalculatorForm } from './query';
import { NeedsScript } from '../components/NeedsScript';

/**
 * The preset buttons, kept clear of the fields below them: two to a row, of equal size, at every
 * width (on a phone a row each pushed the fields a screen down), a label wrapping inside its
 * button where it must.
 */
const Presets = styled(ActionRow)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: stretch;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
  > button {
    padding-inline: ${theme.space.sm};
  }
`;

/** A list with `id` added, or taken out if it is there. */
const toggle = <Id extends AddonId | LicenseId>(list: readonly Id[], id: Id) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

/** The environment form's props: the form's values, and what its controls ask for. */
export interface EnvironmentFormProps {
  form: CalculatorForm;
  setForm: Dispatch<SetStateAction<CalculatorForm>>;
  onPreset: (id: PresetId) => void;
  /** Said below the presets: that a preset's form could not be loaded. */
  presetStatus?: ReactNode;
  /** Calculate price, by its button or Enter in a field. */
  onSubmit: () => void;
}

/**
 * The calculator's inputs, "Your IT environment": presets and quantities, support hours, add-ons
 * and licences, each a section of an accordion, then Calculate price.
 */
export function EnvironmentForm({
  form,
  setForm,
  onPreset,
  presetStatus,
  onSubmit,
}: EnvironmentFormProps) {
  const setCount = (id: CountField, value: string) =>
    setForm((f) => ({ ...f, counts: { ...f.counts, [id]: value } }));

  return (
    <form
      aria-label={CALCULATOR.form.label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Accordion
        // The accordion keeps which section is open: opening one renders the accordion
        // alone, not the page and its fields.
        defaultOpenId="core"
        headingLevel={2}
        items={[
          {
            id: 'core',
            title: CALCULATOR.form.core,
            content: (
              <>
                <p>{CALCULATOR.form.presets}</p>
                <Presets>
                  {PRESET_IDS.map((id) => (
                    <Button key={id} variant="secondary" onClick={() => onPreset(id)}>
                      {CALCULATOR.form.presetName(id)}
                    </Button>
                  ))}
                </Presets>
                {presetStatus}
                <CardGrid>
                  {COUNT_FIELDS.map((field) => (
                    <NumberField
                      key={field.id}
                      label={CALCULATOR.form.item(field.id)}
                      name={field.id}
                      value={form.counts[field.id]}
                      onChange={(event) => setCount(field.id, event.target.value)}
                      onBlur={(event) => setCount(field.id, String(toCount(event.target.value)))}
                    />
                  ))}
                </CardGrid>
                <RadioGroup
                  legend={CALCULATOR.form.supportHours}
                  name="supportHours"
                  inline
                  value={form.supportHours}
                  onChange={(supportHours) => setForm((f) => ({ ...f, supportHours }))}
                  options={[
                    { value: '8x5', label: CALCULATOR.form.businessHours },
                    { value: '24x7', label: CALCULATOR.form.allHours(RATES.surchargePercent24x7) },
                  ]}
                />
              </>
            ),
          },
          {
            id: 'addons',
            title: CALCULATOR.form.addons,
            content: ADDON_CATALOGUE.map(({ id, monthly }) => (
              <Checkbox
                key={id}
                name={id}
                label={CALCULATOR.form.addon(CALCULATOR.form.item(id), money(monthly))}
                checked={form.addons.includes(id)}
                onChange={() => setForm((f) => ({ ...f, addons: toggle(f.addons, id) }))}
              />
            )),
          },
          {
            id: 'licenses',
            title: CALCULATOR.form.licenses,
            content: LICENSE_CATALOGUE.map(({ id, rate, per }) => (
              <Checkbox
                key={id}
                name={id}
                label={CALCULATOR.form.license(CALCULATOR.form.item(id), money(rate), per)}
                checked={form.licenses.includes(id)}
                onChange={() => setForm((f) => ({ ...f, licenses: toggle(f.licenses, id) }))}
              />
            )),
          },
        ]}
      />
      <NeedsScript />
      <p>
        <Button type="submit">{CALCULATOR.form.calculate}</Button>
      </p>
    </form>
  );
}
