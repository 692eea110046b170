import { TabList, theme } from '@acme/ui';
import { CALCULATOR } from '@content/calculator';
import type { ReactNode, Ref } from 'react';
import { styled } from 'styled-components';
import { SIDE_BY_SIDE } from './layout';

/** Below the side-by-side width: one view at a time, chosen by tabs. */
export const ONE_VIEW = `not all and ${SIDE_BY_SIDE}`;

/** The calculator's two views on a narrow screen: each tab's id is the view's name. */
export type CalculatorView = 'inputs-tab' | 'results-tab';
const VIEW_TABS = [
  { id: 'inputs-tab', label: CALCULATOR.views.inputs, panelId: 'calculator-inputs' },
  { id: 'results-tab', label: CALCULATOR.views.results, panelId: 'results' },
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

const ViewTabs = styled(TabList<CalculatorView>)`
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

/** The calculator's layout's props: its two views, and what shows with the results below both. */
export interface CalculatorLayoutProps {
  view: CalculatorView;
  onSelectView: (view: CalculatorView) => void;
  /** Whether the screen shows one view at a time (`ONE_VIEW`): only then are they tab panels. */
  oneView: boolean;
  inputs: ReactNode;
  results: ReactNode;
  /** The results' view, which Calculate scrolls to on a narrow screen. */
  resultsRef: Ref<HTMLDivElement>;
  /** Under both views, part of the results' (the printable quote). */
  belowResults: ReactNode;
}

/** The calculator's inputs and results: side by side on a wide screen, tabs on a narrow one. */
export function CalculatorLayout({
  view,
  onSelectView,
  oneView,
  inputs,
  results,
  resultsRef,
  belowResults,
}: CalculatorLayoutProps) {
  // The tab semantics apply only where the tabs are shown.
  const panel = (tab: CalculatorView) =>
    oneView ? { role: 'tabpanel', 'aria-labelledby': tab } : {};
  return (
    <Calculator data-view={view}>
      <ViewTabs
        label={CALCULATOR.views.label}
        tabs={VIEW_TABS}
        selectedId={view}
        onSelect={onSelectView}
      />
      <Layout>
        <div id="calculator-inputs" data-panel="inputs" {...panel('inputs-tab')}>
          {inputs}
        </div>
        <Results ref={resultsRef} id="results" data-panel="results" {...panel('results-tab')}>
          {results}
        </Results>
      </Layout>
      {belowResults && <div data-panel="results">{belowResults}</div>}
    </Calculator>
  );
}
