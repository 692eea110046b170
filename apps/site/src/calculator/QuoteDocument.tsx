import type { LayoutRow, Quote } from '@acme/pricing-engine';
import type { Ref } from 'react';
import { styled } from 'styled-components';
import { LANGUAGE } from '@content/language';
import { QUOTE_DOCUMENT } from '@content/quote';
import { SITE } from '../config';
import { PDF_BLOCK } from './pdf/blocks';
import { layoutOf } from './language';
import { PriceChart } from './PriceChart';
import { theme } from '@acme/ui';

// Plain hex colours only: html2canvas cannot parse oklch() or color().
const Sheet = styled.article`
  position: relative;
  overflow: hidden;
  max-width: 760px;
  padding: 2rem;
  background: #ffffff;
  color: #1b2430;
  /* A frame that takes no room, and falls outside the capture: no cut edges where pages split. */
  box-shadow: 0 0 0 1px ${theme.colors.border};
  font-size: 0.95rem;
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 1rem;
    padding-bottom: 1rem;
    margin-bottom: 1rem;
    border-bottom: 3px solid ${theme.colors.primary};
  }
  header p {
    margin: 0;
  }
  .company {
    font-size: 1.4rem;
    font-weight: 800;
    color: ${theme.colors.primary};
  }
  h3 {
    margin: 1.25rem 0 0.5rem;
    font-size: 1.05rem;
    color: ${theme.colors.primary};
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 0.25rem 0;
    border-bottom: 1px solid ${theme.colors.border};
    text-align: start;
    font-weight: 400;
  }
  th {
    width: 60%;
    padding-inline-end: 1rem;
  }
  /* The two charts side by side: the quote stays one page for a typical office. */
  .charts {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
    column-gap: 2rem;
    margin-top: 1.25rem;
  }
  @media (max-width: 480px) {
    padding: 1rem;
  }
  td {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  td.amount {
    white-space: nowrap;
  }
  .subtotal th,
  .subtotal td {
    font-weight: 700;
  }
  .total th,
  .total td {
    font-weight: 800;
    font-size: 1.1rem;
    border-bottom: 0;
    color: ${theme.colors.primary};
  }
  ul {
    margin: 0;
    padding-inline-start: 1.25rem;
  }
  .note {
    margin: 1.25rem 0 0;
    font-size: 0.85rem;
    color: ${theme.colors.textMuted};
  }
`;

/**
 * The date a quote is issued, as the company's office reads it (Dubai), in the page's language:
 * Latin digits and the Gregorian calendar in both (`LANGUAGE.locale`), e.g. `24 November 2026`,
 * `24 نوفمبر 2026`.
 */
const ISSUED_ON = new Intl.DateTimeFormat(LANGUAGE.locale, {
  dateStyle: 'long',
  timeZone: 'Asia/Dubai',
});

/** A table of layout rows; a priced row is styled by its kind (a subtotal, a total). */
function Rows({ rows }: { rows: readonly LayoutRow[] }) {
  return (
    <table>
      <tbody>
        {rows.map((row) => (
          <tr key={row.term} className={row.kind ?? undefined} {...PDF_BLOCK}>
            <th scope="row">{row.term}</th>
            <td className={row.kind ? 'amount' : undefined}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The printable custom quote: company header and date, the environment, every price line,
 * the suggested package and the disclaimer. Each row and heading is a PDF block, so the PDF
 * export cuts pages only between them.
 */
export function QuoteDocument({
  quote,
  issued,
  ref,
}: {
  quote: Quote;
  issued: Date;
  ref?: Ref<HTMLElement>;
}) {
  const { environment, estimate, charts, suggestedPackage: pkg, comparison } = layoutOf(quote);
  return (
    // Its language and direction on itself too: the PDF is made from this element alone.
    <Sheet ref={ref} aria-labelledby="quote-document-title" lang={LANGUAGE.code} dir={LANGUAGE.dir}>
      <header {...PDF_BLOCK}>
        <div>
          <p className="company">{SITE.companyName}</p>
          {/* Left to right inside Arabic text too. */}
          <p>
            <bdi dir="ltr">{SITE.phone}</bdi> · <bdi dir="ltr">{SITE.email}</bdi>
          </p>
          <p>
            <bdi dir="ltr">{SITE.siteUrl.replace(/^https?:\/\//, '')}</bdi>
          </p>
        </div>
        <div>
          <h2 id="quote-document-title">{QUOTE_DOCUMENT.title}</h2>
          <p>{QUOTE_DOCUMENT.issued(ISSUED_ON.format(issued))}</p>
        </div>
      </header>

      <h3 {...PDF_BLOCK} data-pdf-keep-with-next="">
        {environment.documentTitle}
      </h3>
      {/* A printed page leaves out what was not counted; the text lists every count. */}
      <Rows
        rows={[
          ...environment.counts.filter((row) => !row.empty),
          environment.supportHours,
          ...environment.extras,
        ]}
      />

      <h3 {...PDF_BLOCK} data-pdf-keep-with-next="">
        {estimate.title}
      </h3>
      <Rows rows={[...estimate.lines, ...estimate.vatLines]} />
      <p {...PDF_BLOCK}>{estimate.note}</p>
      {quote.total > 0 && (
        <div className="charts">
          <PriceChart charts={charts} blockProps={PDF_BLOCK} />
        </div>
      )}

      <h3 {...PDF_BLOCK} data-pdf-keep-with-next="">
        {pkg.title}
      </h3>
      <Rows rows={pkg.lines} />
      <ul>
        {pkg.serviceLevels.map((note) => (
          <li key={note} {...PDF_BLOCK}>
            {note}
          </li>
        ))}
      </ul>
      <p className="note" {...PDF_BLOCK}>
        {comparison}
      </p>
      <p className="note" {...PDF_BLOCK}>
        {QUOTE_DOCUMENT.disclaimer}
      </p>
    </Sheet>
  );
}
