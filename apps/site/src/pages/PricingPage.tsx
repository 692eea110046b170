import type { PresetId } from '@acme/pricing-engine';
import { CALCULATOR } from '@content/calculator';
import { money } from '@content/money';
import { Button, Section, StickyBar } from '@acme/ui';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { CalculatorLayout, ONE_VIEW } from '../calculator/CalculatorLayout';
import { EnvironmentForm } from '../calculator/EnvironmentForm';
import type { CalculatorForm } from '../calculator/form';
import { loadQuoteEssentials, type QuoteEssentials } from '../calculator/load-quote-essentials';
import { QuoteResults } from '../calculator/QuoteResults';
import { useAddressedCalculator } from '../calculator/use-addressed-calculator';
import { useMediaQuery } from '../components/use-media-query';
import { hydrateLater } from '../lazy/hydrate-later';
import { useLoadedNow } from '../lazy/use-loaded-now';

/** How long after a preset loads its price is computed. */
const PRESET_DELAY_MS = 300;

/** Where a small business finds its plans: static, so hydrated after the page. */
const SmbPlansLink = hydrateLater(() => import('../components/SmbPlansLink'));

/** The three managed packages, below the calculator: static, so hydrated after it. */
const ManagedPackages = hydrateLater(() => import('../calculator/ManagedPackages'));

/** What the visitor can ask of the calculator: a price for the form, or a preset. */
type Request = { readonly calculate: CalculatorForm } | { readonly preset: PresetId };

export default function PricingPage() {
  // The quote's code (its math, the address's quote, the presets' forms) arrives once the page
  // has hydrated. A request made before then (or after it failed to arrive) is done when it does.
  const essentials = useLoadedNow(loadQuoteEssentials);
  const { calculation, form, setForm, view, setView, writeCalculation } = useAddressedCalculator(
    essentials.loaded,
  );
  const [waiting, setWaiting] = useState<Request | null>(null);
  const oneView = useMediaQuery(ONE_VIEW);
  const presetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const results = useRef<HTMLDivElement>(null);
  useEffect(() => () => clearTimeout(presetTimer.current), []);

  // The price is what the address says was calculated: Calculate and presets write it there.
  const quote = useMemo(
    () =>
      calculation &&
      essentials.loaded &&
      essentials.loaded.priceQuote(essentials.loaded.toEnvironment(calculation)),
    [calculation, essentials.loaded],
  );

  /** Carries out a request with the quote's code. */
  const carryOut = (code: QuoteEssentials, request: Request) => {
    if ('calculate' in request) {
      writeCalculation(request.calculate, code);
      return;
    }
    const next = code.presetForm(request.preset);
    // Filling every field is not urgent: the pressed button answers first.
    startTransition(() => setForm(next));
    clearTimeout(presetTimer.current);
    presetTimer.current = setTimeout(() => writeCalculation(next, code), PRESET_DELAY_MS);
  };
  /**
   * Carries out a request at once, or when the quote's code arrives: the summary says
   * "Calculating…" meanwhile, or that the code did not arrive (its Try again asks again).
   */
  const ask = (request: Request) => {
    if (essentials.loaded) {
      carryOut(essentials.loaded, request);
      return;
    }
    setWaiting(request);
    void essentials.retry().then((code) => {
      if (!code) return;
      setWaiting(null);
      // The form shows what was priced: a link's calculation, read as the code arrived, does not
      // take the place of the form the visitor asked to price.
      if ('calculate' in request) setForm(request.calculate);
      carryOut(code, request);
    });
  };

  /** Calculate, then show the results (on a narrow screen, the Results tab, scrolled to). */
  const calculateAndShow = () => {
    ask({ calculate: form });
    flushSync(() => setView('results-tab'));
    if (oneView) results.current?.scrollIntoView();
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
            onPreset={(preset) => ask({ preset })}
            onSubmit={calculateAndShow}
          />
        }
        results={
          <QuoteResults
            quote={quote}
            Figures={essentials.loaded?.QuoteFigures}
            // Without the quote's code the calculator can price nothing: the summary says so when
            // it did not arrive. The retry is held steady while nothing waits, so that typing
            // does not render the results again.
            pending={
              essentials.failed
                ? 'failed'
                : (calculation ?? waiting) && !quote
                  ? 'loading'
                  : undefined
            }
            onRetry={waiting ? () => ask(waiting) : essentials.retry}
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
