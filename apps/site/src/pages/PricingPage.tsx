import { PRESETS } from '@acme/pricing-engine';
import { CALCULATOR } from '@content/calculator';
import { money } from '@content/money';
import { Button, Section, StickyBar } from '@acme/ui';
import { startTransition, useEffect, useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';

import { CalculatorLayout, ONE_VIEW } from '../calculator/CalculatorLayout';
import { EnvironmentForm } from '../calculator/EnvironmentForm';
import { loadQuoteEssentials } from '../calculator/load-quote-essentials';
import { fromEnvironment, toEnvironment, type CalculatorForm } from '../calculator/query';
import { QuoteResults } from '../calculator/QuoteResults';
import { useAddressedCalculator } from '../calculator/use-addressed-calculator';
import { SmbPlansLink } from '../components/SmbPlansLink';
import { useMediaQuery } from '../components/use-media-query';
import { hydrateLater } from '../lazy/hydrate-later';
import { useLoadedNow } from '../lazy/use-loaded-now';

/** How long after a preset loads its price is computed. */
const PRESET_DELAY_MS = 300;

/** The three managed packages, below the calculator: static, so hydrated after it. */
const ManagedPackages = hydrateLater(() => import('../calculator/ManagedPackages'));

export default function PricingPage() {
  const { calculation, form, setForm, view, setView, writeCalculation } = useAddressedCalculator();
  const oneView = useMediaQuery(ONE_VIEW);
  const presetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const results = useRef<HTMLDivElement>(null);
  useEffect(() => () => clearTimeout(presetTimer.current), []);

  // The price is what the address says was calculated: Calculate and presets write it there. The
  // quote's code arrives once the page has hydrated; a Calculate before then (or after it failed
  // to arrive) shows the price when it does.
  const essentials = useLoadedNow(loadQuoteEssentials);
  const quote = useMemo(
    () =>
      calculation && essentials.loaded && essentials.loaded.priceQuote(toEnvironment(calculation)),
    [calculation, essentials.loaded],
  );
  const calculate = (next: CalculatorForm = form) => {
    if (essentials.failed) void essentials.retry();
    writeCalculation(next);
  };
  /** Calculate, then show the results (on a narrow screen, the Results tab, scrolled to). */
  const calculateAndShow = () => {
    calculate();
    flushSync(() => setView('results-tab'));
    if (oneView) results.current?.scrollIntoView();
  };

  const loadPreset = (id: keyof typeof PRESETS) => {
    const next = fromEnvironment(PRESETS[id].environment);
    // Filling every field is not urgent: the pressed button answers first.
    startTransition(() => setForm(next));
    clearTimeout(presetTimer.current);
    presetTimer.current = setTimeout(() => calculate(next), PRESET_DELAY_MS);
  };

  return (
    <Section>
      <h1>{CALCULATOR.title}</h1>
      <p>{CALCULATOR.intro}</p>
      <SmbPlansLink />
      <CalculatorLayout
        view={view}
        onSelectView={setView}
        oneView={oneView}
        inputs={
          <EnvironmentForm
            form={form}
            setForm={setForm}
            onPreset={loadPreset}
            onSubmit={calculateAndShow}
          />
        }
        results={
          <QuoteResults
            quote={quote}
            Figures={essentials.loaded?.QuoteFigures}
            pending={calculation && !quote ? (essentials.failed ? 'failed' : 'loading') : undefined}
            onRetry={essentials.retry}
          />
        }
        resultsRef={results}
        belowResults={
          quote && essentials.loaded && <essentials.loaded.QuotePreview quote={quote} />
        }
      />
      <ManagedPackages />
      <StickyBar label={CALCULATOR.sticky.label} mobileOnly>
        <span>
          {CALCULATOR.sticky.before}
          <strong>{money(quote?.total ?? 0)}</strong>
          {CALCULATOR.sticky.after}
        </span>
        <Button onClick={calculateAndShow}>{CALCULATOR.sticky.calculate}</Button>
      </StickyBar>
    </Section>
  );
}
