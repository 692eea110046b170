import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { CheckIcon } from '../icons/icons';
import { theme } from '../theme/theme';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    gap: ${theme.space.sm};
    align-items: start;
  }
  svg {
    color: ${theme.colors.success};
    flex: none;
    margin-top: 0.2rem;
  }
`;

/** A list of inclusions or features, each behind a tick. */
export function CheckList({ items }: { items: readonly ReactNode[] }) {
  return (
    <List>
      {items.map((item, index) => (
        <li key={index}>
          <CheckIcon />
          <span>{item}</span>
        </li>
      ))}
    </List>
  );
}
