import type { Quote } from './quote';
import { QUOTE_LABELS_EN, type QuoteLabels, type QuoteLanguage } from './quote-labels';
import { QUOTE_LABELS_AR } from './quote-labels-ar';
import { quoteLayoutWith, type QuoteLayout } from './quote-layout';

/**
 * The words of a quote, per language: every place that shows a quote (the calculator, the
 * printable quote, the quote request's text, the saved-quote mail) takes them from here. Every
 * language has the same keys (`QuoteLabels`), and prints the same amounts in its own words.
 *
 * @example
 * QUOTE_LABELS.en.steps.total; // => 'Total per month'
 * QUOTE_LABELS.en.item('numWiFi'); // => 'Wi-Fi access points'
 * QUOTE_LABELS.en.packageSummary('Essential Care', 'AED 1,499'); // => 'Suggested package: Essential Care (AED 1,499/month)'
 * QUOTE_LABELS.ar.steps.total; // => 'الإجمالي الشهري'
 * QUOTE_LABELS.ar.money(1499); // => '1,499 درهم'
 */
export const QUOTE_LABELS: Readonly<Record<QuoteLanguage, QuoteLabels>> = {
  en: QUOTE_LABELS_EN,
  ar: QUOTE_LABELS_AR,
};

/**
 * How a quote is shown, in a language: what its environment, estimate, VAT and annual lines,
 * suggested package and comparison say, row by row, in order. The calculator's summary, the
 * printable quote, the quote request's text and the saved-quote mail all render this one layout
 * and decide nothing of their own. Every language shows the same amounts, computed once by the
 * engine, each printed as that language prints money. English unless told otherwise.
 *
 * @example
 * quoteLayout(priceQuote({ numUsers: 16 }), 'en').estimate.lines.map((row) => `${row.term}: ${row.value}`); // => ['Users: 16 × AED 125: AED 2,000', 'Subtotal: AED 2,000', 'Discount (5%): -AED 100', 'Total per month: AED 1,900']
 * quoteLayout(priceQuote({ numUsers: 2 }), 'en').environment.counts[1]; // => { key: 'numServers', term: 'Servers', value: '0', kind: null, amount: null, empty: true }
 * quoteLayout(priceQuote({ numUsers: 2 }), 'en').environment.extras.map((row) => row.value); // => ['None', 'None']
 * quoteLayout(priceQuote({ numUsers: 12 }), 'en').suggestedPackage.summary; // => 'Suggested package: Business Plus (AED 3,999/month)'
 * quoteLayout(priceQuote({ numUsers: 12 })).estimate.total.value; // => 'AED 1,500'
 * quoteLayout(priceQuote({ numUsers: 16 }), 'ar').estimate.lines.map((row) => `${row.term}: ${row.value}`); // => ['المستخدمون: 16 × 125 درهم: 2,000 درهم', 'المجموع الفرعي: 2,000 درهم', 'الخصم (5%): \u200E-100 درهم', 'الإجمالي الشهري: 1,900 درهم']
 * quoteLayout(priceQuote({ numUsers: 12 }), 'ar').suggestedPackage.summary; // => 'الباقة المقترحة: Business Plus (3,999 درهم شهريًا)'
 */
export function quoteLayout(quote: Quote, language: QuoteLanguage = 'en'): QuoteLayout {
  return quoteLayoutWith(quote, QUOTE_LABELS[language]);
}
