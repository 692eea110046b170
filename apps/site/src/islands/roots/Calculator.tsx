import type { PresetId } from '@acme/pricing-engine';
import { CALCULATOR } from '@content/calculator';
import { money } from '@content/money';
import { Button, Section, StickyBar } from '@acme/ui';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { CalculatorLayout, ONE_VIEW } from '../../calculator/CalculatorLayout';
import { EnvironmentForm } from '../../calculator/EnvironmentForm';
import { loadQuoteEssentials, type QuoteEssentials } from '../../calculator/load-quote-essentials';
import { toEnvironment, type CalculatorForm } from '../../calculator/query';
import { QuoteResults } from '../../calculator/QuoteResults';
import { useAddressedCalculator } from '../../calculator/use-addressed-calculator';
import { NetworkErrorRetry } from '../../components/NetworkErrorRetry';
import { useMediaQuery } from '../../components/use-media-query';
import { hydrateLater } from '../../lazy/hydrate-later';
import { useLoadedNow } from '../../lazy/use-loaded-now';

/** Where a small business finds its plans: static, so hydrated after the page. */
const SmbPlansLink = hydrateLater(() => import('../../components/SmbPlansLink'));

/** How long after a preset loads its price is computed. */
const PRESET_DELAY_MS = 300;

/** The three managed packages, below the calculator: static, so hydrated after it. */
const ManagedPackages = hydrateLater(() => import('../../calculator/ManagedPackages'));

/**
 * The pricing calculator, its results and quote, the managed packages below it and the sticky
 * total: an island, hydrated as it comes into view.
 */
export default function Calculator() {
  const { calculation, form, setForm, view, setView, writeCalculation } = useAddressedCalculator();
  const oneView = useMediaQuery(ONE_VIEW);
  const presetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /**
   * Counts the visitor's choices (a preset, an entry, Calculate) and the page's end: a preset that
   * waits for its form is filled only while it is still the last choice, at the address it was
   * chosen at (Back and Forward are choices too), on the page still shown.
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
  // before then (or after it failed to arrive) shows its price when it does, and a preset chosen
  // then is filled when it does.
  const essentials = useLoadedNow(loadQuoteEssentials);
  const [waitingPreset, setWaitingPreset] = useState<PresetId | null>(null);
  const quote = useMemo(
    () =>
      calculation && essentials.loaded && essentials.loaded.priceQuote(toEnvironment(calculation)),
    [calculation, essentials.loaded],
  );
  /** A new choice: a preset still waiting for its form, or about to be priced, gives way to it. */
  const choose = () => {
    choices.current += 1;
    setWaitingPreset(null);
    clearTimeout(presetTimer.current);
  };
  /** The form as the visitor edits it: an entry is a choice too. */
  const editForm: typeof setForm = (update) => {
    choose();
    setForm(update);
  };
  const calculate = (next: CalculatorForm = form) => {
    choose();
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
    choose();
    const choice = choices.current;
    if (essentials.loaded) {
      fillPreset(essentials.loaded, id);
      return;
    }
    setWaitingPreset(id);
    const chosenAt = location.href;
    void essentials.retry().then((code) => {
      // Code that did not arrive leaves the preset waiting: the form says so, and its Try again
      // asks again.
      if (!code || choice !== choices.current || location.href !== chosenAt) return;
      setWaitingPreset(null);
      fillPreset(code, id);
    });
  };
  /**
   * Tries the quote's code again, and fills a preset waiting for it. Steady while no preset waits,
   * so that typing does not render the results again.
   */
  const retry = waitingPreset ? () => loadPreset(waitingPreset) : essentials.retry;

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
            setForm={editForm}
            onPreset={loadPreset}
            // A preset waiting for its form says so below the presets, in view on a phone.
            presetStatus={
              waitingPreset &&
              (essentials.failed ? (
                <NetworkErrorRetry onRetry={retry} />
              ) : (
                <p role="status">{CALCULATOR.summary.calculating}</p>
              ))
            }
            onSubmit={calculateAndShow}
          />
        }
        results={
          <QuoteResults
            quote={quote}
            Figures={essentials.loaded?.QuoteFigures}
            pending={calculation && !quote ? (essentials.failed ? 'failed' : 'loading') : undefined}
            onRetry={retry}
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
