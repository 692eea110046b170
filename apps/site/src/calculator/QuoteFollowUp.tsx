import type { Quote } from '@acme/pricing-engine';
import { Alert, Card } from '@acme/ui';
import { QUOTE_FOLLOW_UP } from '@content/quote';
import { layoutOf } from './language';
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
          <h2 id="chart-title">{QUOTE_FOLLOW_UP.chartTitle}</h2>
          <PriceChart charts={layoutOf(quote).charts} />
        </Card>
      )}
      <SuggestedPackage quote={quote} />
      {quote.total > 0 && (
        <Alert tone="info" title={QUOTE_FOLLOW_UP.customQuote.title}>
          {QUOTE_FOLLOW_UP.customQuote.text}
        </Alert>
      )}
      {quote.environment.numUsers >= 100 && (
        <Alert tone="info" title={QUOTE_FOLLOW_UP.largeOffice.title}>
          {QUOTE_FOLLOW_UP.largeOffice.text}
        </Alert>
      )}
      <Card aria-labelledby="request-title">
        <h2 id="request-title">{QUOTE_FOLLOW_UP.request.title}</h2>
        <QuoteRequestForm quote={quote} />
      </Card>
      {quote.total > 0 && (
        <Card aria-labelledby="save-title">
          <h2 id="save-title">{QUOTE_FOLLOW_UP.save.title}</h2>
          <SaveQuoteForm quote={quote} />
        </Card>
      )}
    </>
  );
}
