import { ROUNDING_NOTE, type Quote } from '@acme/pricing-engine';
import { Card, LineList, theme } from '@acme/ui';
import { memo, useEffect } from 'react';
import { styled } from 'styled-components';
import { loadOnce, preloadWhenIdle } from '../load-later';
import { retryableImport } from '../retryable-import';
import { NetworkErrorRetry, useLoadedNow } from '../components/load-now';
import { listed } from './listed';
import { SIDE_BY_SIDE } from './layout';
import type QuoteFollowUp from './QuoteFollowUp';

const Summary = styled(Card)`
  @media ${SIDE_BY_SIDE} {
    position: sticky;
    top: 1rem;
  }
`;

/** A small note under the figures. */
const Note = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
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
 * in the form or opening a section of it does not render it again. `pending` says a Calculate
 * awaits the engine's math: still loading, or failed to arrive (`onRetry` tries again).
 */
export const QuoteResults = memo(function QuoteResults({
  quote,
  pending,
  onRetry,
}: {
  quote: Quote | null;
  pending?: 'loading' | 'failed';
  onRetry: () => void;
}) {
  useEffect(() => preloadWhenIdle(loadFollowUp), []);
  return (
    <>
      <Summary aria-labelledby="summary-title">
        <h2 id="summary-title">Pricing summary</h2>
        {quote ? (
          <>
            <LineList lines={listed(quote.lines)} />
            <LineList lines={listed(quote.vatLines)} />
            <Note>{ROUNDING_NOTE}</Note>
          </>
        ) : pending === 'failed' ? (
          <NetworkErrorRetry onRetry={onRetry} />
        ) : pending === 'loading' ? (
          <p role="status">Calculating…</p>
        ) : (
          <p>Enter your environment and press Calculate price.</p>
        )}
      </Summary>
      {quote && <FollowUp quote={quote} />}
    </>
  );
});
