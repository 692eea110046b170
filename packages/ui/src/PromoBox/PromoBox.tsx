import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Box = styled.aside`
  margin: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
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
