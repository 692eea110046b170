import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '../theme/theme';

const Box = styled.aside`
  margin: ${theme.space.md};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  h2 {
    font-size: ${theme.fontSizes.md};
    margin-bottom: ${theme.space.xs};
  }
  p {
    font-size: ${theme.fontSizes.sm};
  }
  a {
    color: ${theme.colors.primary};
    background: #fff;
  }
`;

/** A small call-to-action box for the side panel. */
export function PromoBox({
  title,
  children,
  action,
}: {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box aria-label={typeof title === 'string' ? title : undefined}>
      <h2>{title}</h2>
      {children && <p>{children}</p>}
      {action}
    </Box>
  );
}
