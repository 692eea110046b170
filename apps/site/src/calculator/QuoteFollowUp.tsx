import { quoteLayout, type Quote } from '@acme/pricing-engine';
import { Alert, Card } from '@acme/ui';
import { QUOTE_LANGUAGE } from './language';
import { PriceChart } from './PriceChart';
import { QuoteRequestForm } from './QuoteRequestForm';
import { SaveQuoteForm } from './SaveQuoteForm';
import { SuggestedPackage } from './SuggestedPackage';

/**
 * What follows a priced quote: the chart, the suggested package, the notices, and the forms that
 * request or save it. Nothing of it is on the page before the first Calculate, so its code (the
 * forms' fields and checks among it) loads when the browser idles, not with the calculator.
 */
export default function QuoteFollowUp({ quote }: { quote: Quote }) {
  return (
    <>
      {quote.total > 0 && (
        <Card aria-labelledby="chart-title">
          <h2 id="chart-title">Your price at a glance</h2>
          <PriceChart charts={quoteLayout(quote, QUOTE_LANGUAGE).charts} />
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
  );
}
