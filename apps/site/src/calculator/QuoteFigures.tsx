import { ROUNDING_NOTE, type Quote } from '@acme/pricing-engine';
import { LineList, theme } from '@acme/ui';
import { styled } from 'styled-components';
import { listed } from './listed';

/** A small note under the figures. */
const Note = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
`;

/** The summary's figures: every price line, then VAT and the totals, and how they are rounded. */
export function QuoteFigures({ quote }: { quote: Quote }) {
  return (
    <>
      <LineList lines={listed(quote.lines)} />
      <LineList lines={listed(quote.vatLines)} />
      <Note>{ROUNDING_NOTE}</Note>
    </>
  );
}
