import { Fragment } from 'react';
import { styled } from 'styled-components';

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

/** A line of a {@link LineList}: what it is and its value (e.g. an amount). */
export interface ListedLine {
  readonly term: string;
  readonly value: string;
  /** A total, shown prominently. */
  readonly total?: boolean;
}

/** Terms with their values (prices, rates) in two aligned columns, a total emphasised. */
export function LineList({ lines }: { lines: readonly ListedLine[] }) {
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
