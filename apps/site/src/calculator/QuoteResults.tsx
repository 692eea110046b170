import { ROUNDING_NOTE, type Quote } from '@acme/pricing-engine';
import { Alert, Card, LineList, theme } from '@acme/ui';
import { memo } from 'react';
import { styled } from 'styled-components';
import { listed } from './listed';
import { PriceChart } from './PriceChart';
import { QuoteRequestForm } from './QuoteRequestForm';
import { SaveQuoteForm } from './SaveQuoteForm';
import { SIDE_BY_SIDE } from './layout';
import { SuggestedPackage } from './SuggestedPackage';

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

/**
 * What the calculator priced: the summary, the chart, the suggested package and the forms that
 * request or save the quote. It depends on the quote alone, which changes on Calculate, so typing
 * in the form or opening a section of it does not render it again.
 */
export const QuoteResults = memo(function QuoteResults({ quote }: { quote: Quote | null }) {
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
        ) : (
          <p>Enter your environment and press Calculate price.</p>
        )}
      </Summary>
      {quote && (
        <>
          {quote.total > 0 && (
            <Card aria-labelledby="chart-title">
              <h2 id="chart-title">Your price at a glance</h2>
              <PriceChart quote={quote} />
            </Card>
          )}
          <SuggestedPackage quote={quote} />
          {quote.total > 0 && (
            <Alert tone="info" title="Custom quote">
              This is a custom estimate. Request it below and an engineer will confirm it after an
              assessment.
            </Alert>
          )}
          {quote.environment.numUsers >= 100 && (
            <Alert tone="info" title="100+ users">
              Environments of 100 or more users get an engineer-led custom proposal.
            </Alert>
          )}
          <Card aria-labelledby="request-title">
            <h2 id="request-title">Request this quote</h2>
            <QuoteRequestForm quote={quote} />
          </Card>
          {quote.total > 0 && (
            <Card aria-labelledby="save-title">
              <h2 id="save-title">Save this quote</h2>
              <SaveQuoteForm quote={quote} />
            </Card>
          )}
        </>
      )}
    </>
  );
});
