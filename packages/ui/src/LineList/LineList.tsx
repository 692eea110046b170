import { Fragment } from 'react';
import { styled } from 'styled-components';
import { theme } from '../theme/theme';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 1rem;
  margin: 0 0 ${theme.space.md};
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .subtotal {
    padding-top: 0.25rem;
    border-top: 1px solid ${theme.colors.border};
    font-weight: 700;
  }
  .total {
    font-size: 1.25rem;
    font-weight: 800;
    color: ${theme.colors.primary};
  }
`;

/** A line of a {@link LineList}: what it is and its value (e.g. an amount). */
export interface ListedLine {
  readonly term: string;
  readonly value: string;
  /** A subtotal reads as one (ruled off above); a total is shown prominently. */
  readonly emphasis?: 'subtotal' | 'total';
}

/** Terms with their values (prices, rates) in two aligned columns, subtotals and totals set apart. */
export function LineList({ lines }: { lines: readonly ListedLine[] }) {
  return (
    <List>
      {lines.map((line) => (
        <Fragment key={line.term}>
          <dt className={line.emphasis}>{line.term}</dt>
          <dd className={line.emphasis}>{line.value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
