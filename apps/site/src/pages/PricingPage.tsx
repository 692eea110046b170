import type { PresetId } from '@acme/pricing-engine';
import { CALCULATOR } from '@content/calculator';
import { money } from '@content/money';
import { Button, Section, StickyBar } from '@acme/ui';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { CalculatorLayout, ONE_VIEW } from '../calculator/CalculatorLayout';
import { EnvironmentForm } from '../calculator/EnvironmentForm';
import { loadQuoteEssentials, type QuoteEssentials } from '../calculator/load-quote-essentials';
import { toEnvironment, type CalculatorForm } from '../calculator/query';
import { QuoteResults } from '../calculator/QuoteResults';
import { useAddressedCalculator } from '../calculator/use-addressed-calculator';
import { NetworkErrorRetry } from '../components/NetworkErrorRetry';
import { useMediaQuery } from '../components/use-media-query';
import { hydrateLater } from '../lazy/hydrate-later';
import { useLoadedNow } from '../lazy/use-loaded-now';

/** Where a small business finds its plans: static, so hydrated after the page. */
const SmbPlansLink = hydrateLater(() => import('../components/SmbPlansLink'));

/** How long after a preset loads its price is computed. */
const PRESET_DELAY_MS = 300;

/** The three managed packages, below the calculator: static, so hydrated after it. */
const ManagedPackages = hydrateLater(() => import('../calculator/ManagedPackages'));

export default function PricingPage() {
  const { calculation, form, setForm, view, setView, writeCalculation } = useAddressedCalculator();
  const oneView = useMediaQuery(ONE_VIEW);
  const presetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /**
   * Counts the visitor's choices (a preset, Calculate) and the page's end: a preset that waits for
   * its form is filled only while it is still the last choice, on the page still shown.
   */
  const choices = useRef(0);
  const results = useRef<HTMLDivElement>(null);
  useEffect(
    () => () => {
      choices.current += 1;
      clearTimeout(presetTimer.current);
    },
    [],
  );

  // The price is what the address says was calculated: Calculate and presets write it there. The
  // quote's code (its math, the presets' forms) arrives once the page has hydrated; a Calculate
  // before then (or after it failed to arrive) shows the price when it does, and a preset chosen
  // then is filled when it does.
  const essentials = useLoadedNow(loadQuoteEssentials);
  const [waitingPreset, setWaitingPreset] = useState<PresetId | null>(null);
  const quote = useMemo(
    () =>
      calculation && essentials.loaded && essentials.loaded.priceQuote(toEnvironment(calculation)),
    [calculation, essentials.loaded],
  );
  const calculate = (next: CalculatorForm = form) => {
    // The latest choice wins: a preset still waiting for its form, or about to be priced, is not.
    choices.current += 1;
    setWaitingPreset(null);
    clearTimeout(presetTimer.current);
    if (essentials.failed) void essentials.retry();
    writeCalculation(next);
  };
  /** Calculate, then show the results (on a narrow screen, the Results tab, scrolled to). */
  const calculateAndShow = () => {
    calculate();
    flushSync(() => setView('results-tab'));
    if (oneView) results.current?.scrollIntoView();
  };

  const fillPreset = (code: QuoteEssentials, id: PresetId) => {
    const next = code.presetForm(id);
    // Filling every field is not urgent: the pressed button answers first.
    startTransition(() => setForm(next));
    clearTimeout(presetTimer.current);
    presetTimer.current = setTimeout(() => calculate(next), PRESET_DELAY_MS);
  };
  const loadPreset = (id: PresetId) => {
    const choice = (choices.current += 1);
    if (essentials.loaded) {
      setWaitingPreset(null);
      fillPreset(essentials.loaded, id);
      return;
    }
    setWaitingPreset(id);
    void essentials.retry().then((code) => {
      // Code that did not arrive leaves the preset waiting: the form offers to try again.
      if (!code || choice !== choices.current) return;
      setWaitingPreset(null);
      fillPreset(code, id);
    });
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
            // A preset whose form did not arrive says so beside the presets, in view on a phone.
            presetStatus={
              waitingPreset &&
              essentials.failed && <NetworkErrorRetry onRetry={() => loadPreset(waitingPreset)} />
            }
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
