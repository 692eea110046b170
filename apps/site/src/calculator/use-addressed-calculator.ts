import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAfterHydration } from '../components/use-after-hydration';
import type { CalculatorView } from './CalculatorLayout';
import { EMPTY_FORM, fromQuery, toQuery, type CalculatorForm } from './query';

/**
 * The calculator's form and view, kept with its address: the address holds what was last
 * calculated (a shared link, Back and Forward bring it), and `writeCalculation` puts a calculation
 * there. The prerendered calculator is the empty one: React hydrates that, then reads the address.
 */
export function useAddressedCalculator() {
  const [params, setParams] = useSearchParams();
  const query = useAfterHydration(params.toString(), '');
  /** What the address says was calculated, if it holds a calculation. */
  const calculation = useMemo(() => fromQuery(new URLSearchParams(query)), [query]);
  const [form, setForm] = useState<CalculatorForm>(calculation ?? EMPTY_FORM);
  // A fresh calculator starts on its inputs; a link that arrives with a calculation shows it.
  const [view, setView] = useState<CalculatorView>(calculation ? 'results-tab' : 'inputs-tab');

  // Back/forward and shared links: the form follows the address. An address this page wrote
  // from the form is not read back: the router commits it later, and by then the visitor may
  // have typed on.
  const [seenQuery, setSeenQuery] = useState(query);
  const [writtenQuery, setWrittenQuery] = useState<string | null>(null);
  if (seenQuery !== query) {
    setSeenQuery(query);
    if (calculation && query !== writtenQuery) {
      setForm(calculation);
      // A calculation arriving at a fresh calculator (a link, read once hydrated, or Forward)
      // shows what it priced.
      if (!seenQuery) setView('results-tab');
    }
    setWrittenQuery(null);
  }

  const writeCalculation = (next: CalculatorForm) => {
    const written = toQuery(next);
    setWrittenQuery(written.toString());
    setParams(written);
  };
  return { calculation, form, setForm, view, setView, writeCalculation };
}
