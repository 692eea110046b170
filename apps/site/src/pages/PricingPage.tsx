import {
  ADDON_CATALOGUE,
  COUNT_FIELDS,
  LICENSE_CATALOGUE,
  PRESETS,
  formatAED,
  toCount,
  type AddonId,
  type CountField,
  type LicenseId,
} from '@acme/pricing-engine';
import {
  Accordion,
  ActionRow,
  Button,
  CardGrid,
  Checkbox,
  NumberField,
  RadioGroup,
  Section,
  StickyBar,
  TabList,
  theme,
} from '@acme/ui';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { styled } from 'styled-components';

import {
  EMPTY_FORM,
  fromEnvironment,
  fromQuery,
  toEnvironment,
  toQuery,
  type CalculatorForm,
} from '../calculator/query';
import type * as PricedModule from '../calculator/priced';
import { SIDE_BY_SIDE } from '../calculator/layout';
import { QuoteResults } from '../calculator/QuoteResults';
import { hydrateLater } from '../components/hydrate-later';
import { useAfterHydration } from '../components/useAfterHydration';
import { useLoadedNow } from '../components/load-now';
import { SmbPlansLink } from '../components/SmbPlansLink';
import { loadOnce } from '../load-later';
import { retryableImport } from '../retryable-import';
import { useMediaQuery } from '../components/useMediaQuery';

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

/** What a quote needs at once (its math, figures and preview toggle), loaded after hydration. */
const loadPriced: () => Promise<typeof PricedModule> = loadOnce(
  retryableImport(() => import('../calculator/priced')),
);

/** How long after a preset loads its price is computed. */
const PRESET_DELAY_MS = 300;

const ONE_VIEW = `not all and ${SIDE_BY_SIDE}`;

/** The calculator's two views on a narrow screen: each tab's id is the view's name. */
type View = 'inputs-tab' | 'results-tab';
const VIEW_TABS = [
  { id: 'inputs-tab', label: 'Inputs', panelId: 'calculator-inputs' },
  { id: 'results-tab', label: 'Results', panelId: 'results' },
] as const;

/**
 * Below the side-by-side width only the selected view is shown (CSS decides, so the prerendered
 * page does not shift when it hydrates); at it the tabs go and both views show.
 */
const Calculator = styled.div`
  @media ${ONE_VIEW} {
    &[data-view='inputs-tab'] [data-panel='results'],
    &[data-view='results-tab'] [data-panel='inputs'] {
      display: none;
    }
  }
`;

const ViewTabs = styled(TabList<View>)`
  margin-bottom: ${theme.space.lg};
  @media ${SIDE_BY_SIDE} {
    display: none;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  padding-bottom: 6rem;
  @media ${SIDE_BY_SIDE} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
    padding-bottom: 0;
  }
`;

const Results = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

/** The three managed packages, below the calculator: static, so hydrated after it. */
const ManagedPackages = hydrateLater(() => import('../calculator/ManagedPackages'));

export default function PricingPage() {
  const [params, setParams] = useSearchParams();
  // The prerendered calculator is the empty one: React hydrates that, then reads the address.
  const query = useAfterHydration(params.toString(), '');
  const fromUrl = useMemo(() => fromQuery(new URLSearchParams(query)), [query]);
  const [form, setForm] = useState<CalculatorForm>(fromUrl ?? EMPTY_FORM);
  const presetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const results = useRef<HTMLDivElement>(null);
  // A fresh calculator starts on its inputs; a link that arrives priced shows what it priced.
  const [view, setView] = useState<View>(fromUrl ? 'results-tab' : 'inputs-tab');
  // The tab semantics apply only where the tabs are shown.
  const oneView = useMediaQuery(ONE_VIEW);
  const panel = (tab: View) => (oneView ? { role: 'tabpanel', 'aria-labelledby': tab } : {});

  // Back/forward and shared links: the form follows the address. An address this page wrote
  // from the form is not read back: the router commits it later, and by then the visitor may
  // have typed on.
  const [seenQuery, setSeenQuery] = useState(query);
  const [writtenQuery, setWrittenQuery] = useState<string | null>(null);
  if (seenQuery !== query) {
    setSeenQuery(query);
    if (fromUrl && query !== writtenQuery) {
      setForm(fromUrl);
      // A priced address arriving at a fresh calculator (a link, read once hydrated, or Forward)
      // shows what it priced.
      if (!seenQuery) setView('results-tab');
    }
    setWrittenQuery(null);
  }
  useEffect(() => () => clearTimeout(presetTimer.current), []);

  // The price is what the address says was calculated: Calculate and presets write it there. The
  // quote's code arrives once the page has hydrated; a Calculate before then (or after it failed
  // to arrive) shows the price when it does.
  const priced = useLoadedNow(loadPriced);
  const quote = useMemo(
    () => fromUrl && priced.loaded && priced.loaded.priceQuote(toEnvironment(fromUrl)),
    [fromUrl, priced.loaded],
  );
  const calculate = (next: CalculatorForm = form) => {
    if (priced.failed) void priced.retry();
    const written = toQuery(next);
    setWrittenQuery(written.toString());
    setParams(written);
  };
  /** Calculate, then show the results (on a narrow screen, the Results tab, scrolled to). */
  const calculateAndShow = () => {
    calculate();
    flushSync(() => setView('results-tab'));
    if (oneView) results.current?.scrollIntoView();
  };

  const setCount = (id: CountField, value: string) =>
    setForm((f) => ({ ...f, counts: { ...f.counts, [id]: value } }));
  const toggle = <Id extends AddonId | LicenseId>(list: readonly Id[], id: Id) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

  const loadPreset = (id: keyof typeof PRESETS) => {
    const next = fromEnvironment(PRESETS[id].environment);
    // Filling every field is not urgent: the pressed button answers first.
    startTransition(() => setForm(next));
    clearTimeout(presetTimer.current);
    presetTimer.current = setTimeout(() => calculate(next), PRESET_DELAY_MS);
  };

  return (
    <Section>
      <h1>Pricing</h1>
      <p>
        This is an estimate only. Your final quote follows an engineer assessment and your choice of
        SLA.
      </p>
      <SmbPlansLink />
      <Calculator data-view={view}>
        <ViewTabs label="Calculator view" tabs={VIEW_TABS} selectedId={view} onSelect={setView} />
        <Layout>
          <div id="calculator-inputs" data-panel="inputs" {...panel('inputs-tab')}>
            <form
              aria-label="Your IT environment"
              onSubmit={(event) => {
                event.preventDefault();
                calculateAndShow();
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
                    title: '1) Quantities & Core',
                    content: (
                      <>
                        <p>Quick presets:</p>
                        <Presets>
                          {Object.values(PRESETS).map((preset) => (
                            <Button
                              key={preset.id}
                              variant="secondary"
                              onClick={() => loadPreset(preset.id)}
                            >
                              {preset.label}
                            </Button>
                          ))}
                        </Presets>
                        <CardGrid>
                          {COUNT_FIELDS.map((field) => (
                            <NumberField
                              key={field.id}
                              label={field.label}
                              name={field.id}
                              value={form.counts[field.id]}
                              onChange={(event) => setCount(field.id, event.target.value)}
                              onBlur={(event) =>
                                setCount(field.id, String(toCount(event.target.value)))
                              }
                            />
                          ))}
                        </CardGrid>
                        <RadioGroup
                          legend="Support hours"
                          name="supportHours"
                          inline
                          value={form.supportHours}
                          onChange={(supportHours) => setForm((f) => ({ ...f, supportHours }))}
                          options={[
                            { value: '8x5', label: '8x5 (business hours)' },
                            { value: '24x7', label: '24x7 (+40%)' },
                          ]}
                        />
                      </>
                    ),
                  },
                  {
                    id: 'addons',
                    title: '2) Add-on Services',
                    content: ADDON_CATALOGUE.map(({ id, label, monthly }) => (
                      <Checkbox
                        key={id}
                        name={id}
                        label={`${label} (${formatAED(monthly)}/month)`}
                        checked={form.addons.includes(id)}
                        onChange={() => setForm((f) => ({ ...f, addons: toggle(f.addons, id) }))}
                      />
                    )),
                  },
                  {
                    id: 'licenses',
                    title: '3) Optional Licenses',
                    content: LICENSE_CATALOGUE.map(({ id, label, rate, per }) => (
                      <Checkbox
                        key={id}
                        name={id}
                        label={`${label} (${formatAED(rate)} per ${per}/month)`}
                        checked={form.licenses.includes(id)}
                        onChange={() =>
                          setForm((f) => ({ ...f, licenses: toggle(f.licenses, id) }))
                        }
                      />
                    )),
                  },
                ]}
              />
              <p>
                <Button type="submit">Calculate price</Button>
              </p>
            </form>
          </div>
          <Results ref={results} id="results" data-panel="results" {...panel('results-tab')}>
            <QuoteResults
              quote={quote}
              Figures={priced.loaded?.QuoteFigures}
              pending={fromUrl && !quote ? (priced.failed ? 'failed' : 'loading') : undefined}
              onRetry={priced.retry}
            />
          </Results>
        </Layout>
        {quote && priced.loaded && (
          <div data-panel="results">
            <priced.loaded.QuotePreview quote={quote} />
          </div>
        )}
      </Calculator>
      <ManagedPackages />
      <StickyBar label="Estimated total" mobileOnly>
        <span>
          Estimated Total <strong>{formatAED(quote?.total ?? 0)}</strong>/month
        </span>
        <Button onClick={calculateAndShow}>Calculate</Button>
      </StickyBar>
    </Section>
  );
}
