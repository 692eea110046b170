import { styled } from 'styled-components';

/** Centres content at a readable width with side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.content};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;
