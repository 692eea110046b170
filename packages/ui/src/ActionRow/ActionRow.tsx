import { styled } from 'styled-components';
import { theme } from '../theme/theme';

/** Buttons or links side by side, wrapping on small screens. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
`;
