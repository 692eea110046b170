import type { Quote } from '@acme/pricing-engine';
import { LineList, theme } from '@acme/ui';
import { styled } from 'styled-components';
import { layoutOf } from './language';
import { lineListOf } from './line-list';

/** A small note under the figures. */
const Note = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
`;

/** The summary's figures, as the quote's layout has them: every price line, then VAT and the totals, and how they are rounded. */
export function QuoteFigures({ quote }: { quote: Quote }) {
  const { estimate } = layoutOf(quote);
  return (
    <>
      <LineList lines={lineListOf(estimate.lines)} />
      <LineList lines={lineListOf(estimate.vatLines)} />
      <Note>{estimate.note}</Note>
    </>
  );
}
