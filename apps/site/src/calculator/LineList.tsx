import { Fragment } from 'react';
import { styled } from 'styled-components';
import type { QuoteLine } from './lines';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 1rem;
  margin: 0 0 ${({ theme }) => theme.space.md};
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-size: 1.25rem;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Quote lines as a term/amount list, the total emphasised. */
export function LineList({ lines }: { lines: readonly QuoteLine[] }) {
  return (
    <List>
      {lines.map((line) => (
        <Fragment key={line.term}>
          <dt className={line.total ? 'total' : undefined}>{line.term}</dt>
          <dd className={line.total ? 'total' : undefined}>{line.value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
