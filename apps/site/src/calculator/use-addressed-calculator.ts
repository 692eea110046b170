import { useMemo, useState } from 'react';
import { replaceSearch, useSearch } from '../address/address';
import type { CalculatorView } from './CalculatorLayout';
import { EMPTY_FORM, fromQuery, toQuery, type CalculatorForm } from './query';

/**
 * The calculator's form and view, kept with its address: the address holds what was last
 * calculated (a shared link, a reload bring it), and `writeCalculation` puts a calculation there,
 * in place of the last (Back leaves the page). The prerendered calculator is the empty one: React hydrates that, then reads the address.
 */
export function useAddressedCalculator() {
  const query = new URLSearchParams(useSearch()).toString();
  /** What the address says was calculated, if it holds a calculation. */
  const calculation = useMemo(() => fromQuery(new URLSearchParams(query)), [query]);
  const [form, setForm] = useState<CalculatorForm>(calculation ?? EMPTY_FORM);
  // A fresh calculator starts on its inputs; a link that arrives with a calculation shows it.
  const [view, setView] = useState<CalculatorView>(calculation ? 'results-tab' : 'inputs-tab');

  // Shared links and restored documents: the form follows the address. An address this page wrote
  // from the form is not read back: the form holds it already, and the visitor may have typed on.
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
    replaceSearch(written);
  };
  return { calculation, form, setForm, view, setView, writeCalculation };
}
