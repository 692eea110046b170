import { styled } from 'styled-components';

/** Buttons or links side by side, wrapping on small screens. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;
