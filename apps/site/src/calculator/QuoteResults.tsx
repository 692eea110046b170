import type { Quote } from '@acme/pricing-engine';
import { Card } from '@acme/ui';
import { CALCULATOR } from '@content/calculator';
import { memo, useEffect, type ComponentType } from 'react';
import { styled } from 'styled-components';
import { loadOnce, preloadWhenIdle } from '../lazy/load-once';
import { retryableImport } from '../lazy/retryable-import';
import { NetworkErrorRetry } from '../components/NetworkErrorRetry';
import { useLoadedNow } from '../lazy/use-loaded-now';
import { SIDE_BY_SIDE } from './layout';
import type QuoteFollowUp from './QuoteFollowUp';

const Summary = styled(Card)`
  @media ${SIDE_BY_SIDE} {
    position: sticky;
    top: 1rem;
  }
`;

const loadFollowUp: () => Promise<{ default: typeof QuoteFollowUp }> = loadOnce(
  retryableImport(() => import('./QuoteFollowUp')),
);

/**
 * The quote's follow-up, once its code is here: loaded when the browser idles after the
 * calculator, or at the latest with the first quote. Held in state, not thrown to a boundary: its
 * file not arriving must not take the calculator with it, and the visitor can try again.
 */
function FollowUp({ quote }: { quote: Quote }) {
  const { loaded, failed, retry } = useLoadedNow(loadFollowUp);
  if (loaded) return <loaded.default quote={quote} />;
  return failed ? <NetworkErrorRetry onRetry={retry} /> : null;
}

/**
 * What the calculator priced: the summary, the chart, the suggested package and the forms that
 * request or save the quote. It depends on the quote alone, which changes on Calculate, so typing
 * in the form or opening a section of it does not render it again. The quote's figures come with
 * the engine's math (`Figures`); `pending` says that the address's calculation awaits them
 * (`loading`), or that they did not arrive (`failed`: `onRetry` tries again).
 */
export const QuoteResults = memo(function QuoteResults({
  quote,
  Figures,
  pending,
  onRetry,
}: {
  quote: Quote | null;
  Figures: ComponentType<{ quote: Quote }> | undefined;
  pending?: 'loading' | 'failed';
  onRetry: () => void;
}) {
  useEffect(() => preloadWhenIdle(loadFollowUp), []);
  return (
    <>
      <Summary aria-labelledby="summary-title">
        <h2 id="summary-title">{CALCULATOR.summary.title}</h2>
        {quote && Figures ? (
          <Figures quote={quote} />
        ) : pending === 'failed' ? (
          <NetworkErrorRetry onRetry={onRetry} />
        ) : pending === 'loading' ? (
          <p role="status">{CALCULATOR.summary.calculating}</p>
        ) : (
          <p>{CALCULATOR.summary.empty}</p>
        )}
      </Summary>
      {quote && <FollowUp quote={quote} />}
    </>
  );
});
