import { styled } from 'styled-components';
import { theme } from '../theme/theme';

/** A short label such as "Most popular". */
export const Badge = styled.span<{ $tone?: 'brand' | 'light' }>`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  ${({ $tone = 'brand' }) =>
    $tone === 'brand'
      ? `background: ${theme.colors.primary}; color: ${theme.colors.onPrimary};`
      : `background: ${theme.colors.light}; color: ${theme.colors.primary};`}
`;
