import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAfterHydration } from '../components/use-after-hydration';
import type { CalculatorView } from './CalculatorLayout';
import { EMPTY_FORM, type CalculatorForm } from './form';
import type { QuoteEssentials } from './load-quote-essentials';

/** How the address holds a calculation: read and written by the quote's code. */
export type AddressCodec = Pick<QuoteEssentials, 'fromQuery' | 'toQuery'>;

/**
 * The calculator's form and view, kept with its address: the address holds what was last
 * calculated (a shared link, Back and Forward bring it), and `writeCalculation` puts a calculation
 * there. The address is read and written by the quote's code (`codec`), which arrives once the
 * page has hydrated: until then there is no calculation. The prerendered calculator is the empty
 * one: React hydrates that, then reads the address with the quote's code.
 */
export function useAddressedCalculator(codec: AddressCodec | null) {
  const [params, setParams] = useSearchParams();
  const query = useAfterHydration(params.toString(), '');
  /** What the address says was calculated, if it holds a calculation. */
  const calculation = useMemo(
    () => codec?.fromQuery(new URLSearchParams(query)) ?? null,
    [codec, query],
  );
  const [form, setForm] = useState<CalculatorForm>(calculation ?? EMPTY_FORM);
  // A fresh calculator starts on its inputs; a link that arrives with a calculation shows it.
  const [view, setView] = useState<CalculatorView>(calculation ? 'results-tab' : 'inputs-tab');

  // Back/forward and shared links: the form follows the address. An address this page wrote
  // from the form is not read back: the router commits it later, and by then the visitor may
  // have typed on.
  const [seen, setSeen] = useState(calculation);
  const [writtenQuery, setWrittenQuery] = useState<string | null>(null);
  if (seen !== calculation) {
    setSeen(calculation);
    // A calculation arriving at a calculator that showed none (a link, read once the quote's code
    // is here, or Forward) shows what it priced, unless the visitor has filled the form already
    // (they can type before a link's calculation is read): their entries are not replaced.
    const arriving = !seen;
    if (calculation && query !== writtenQuery && !(arriving && form !== EMPTY_FORM)) {
      setForm(calculation);
      if (arriving) setView('results-tab');
    }
    setWrittenQuery(null);
  }

  /** Puts a calculation in the address, with the quote's code. */
  const writeCalculation = (next: CalculatorForm, code: AddressCodec) => {
    const written = code.toQuery(next);
    setWrittenQuery(written.toString());
    setParams(written);
  };
  return { calculation, form, setForm, view, setView, writeCalculation };
}
