import { styled } from 'styled-components';
import { theme } from '../theme/theme';

/** Centres content at a readable width with side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.content};
  margin: 0 auto;
  padding: 0 ${theme.space.md};
`;
