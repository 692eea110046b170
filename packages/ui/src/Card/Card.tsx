import { styled } from 'styled-components';
import { theme } from '../theme/theme';

/** A surface that groups related content. */
export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.card};
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

/** Lays cards out in responsive columns. */
export const CardGrid = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
`;
