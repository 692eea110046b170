import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '../theme/theme';

const Root = styled.div`
  display: flex;
  flex-direction: column-reverse;
  margin: 0;
  dd {
    margin: 0;
    font-size: ${theme.fontSizes.xxl};
    font-weight: 800;
    color: ${theme.colors.primary};
  }
  dt {
    color: ${theme.colors.textMuted};
  }
`;

/** A figure and what it measures, e.g. "30 min" / "P1 response". Use inside a `<dl>`. */
export function Stat({ value, label }: { value: ReactNode; label: ReactNode }) {
  return (
    <Root>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </Root>
  );
}

/** A row of stats. */
export const StatList = styled.dl`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  margin: 0;
`;
