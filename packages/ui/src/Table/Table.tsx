import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '../theme/theme';

// Positioned, so what is absolutely positioned inside (the visually hidden "Included" of a
// comparison's ticks) scrolls and clips with the table instead of widening the page: on a phone
// the cells past the edge made the whole page scroll sideways (to the left, right to left).
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    padding: ${theme.space.sm};
    text-align: start;
    font-weight: 700;
  }
  th,
  td {
    padding: 0.75rem;
    text-align: start;
    vertical-align: top;
    border-top: 1px solid ${theme.colors.border};
  }
  thead th {
    background: ${theme.colors.light};
    white-space: nowrap;
  }
  tbody th {
    font-weight: 600;
  }
  .highlight {
    background: rgba(24, 98, 157, 0.06);
  }
`;

/** A column of a table. */
export interface TableColumn<Key extends string> {
  key: Key;
  label: ReactNode;
  /** Marks the column (e.g. the featured package). */
  highlight?: boolean;
}

/** A table's props: columns, rows, and which column heads each row. */
export interface TableProps<Key extends string> {
  /** What the table shows; also names its scroll area. */
  caption: string;
  columns: readonly TableColumn<Key>[];
  /** Each row's cells by column key; a missing cell is left empty. */
  rows: readonly Readonly<Partial<Record<Key, ReactNode>>>[];
  /** The column whose cells are row headers (`<th scope="row">`); default the first. */
  rowHeader?: Key;
}

/**
 * A data table with proper header scopes. On narrow screens it scrolls sideways
 * inside a focusable, labelled region so keyboard users can scroll it too.
 */
export function Table<Key extends string>({ caption, columns, rows, rowHeader }: TableProps<Key>) {
  const headerKey = rowHeader ?? columns[0]?.key;
  return (
    <Scroller role="region" aria-label={caption} tabIndex={0}>
      <StyledTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.highlight ? 'highlight' : undefined}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column) =>
                column.key === headerKey ? (
                  <th key={column.key} scope="row">
                    {row[column.key]}
                  </th>
                ) : (
                  <td key={column.key} className={column.highlight ? 'highlight' : undefined}>
                    {row[column.key]}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </Scroller>
  );
}
