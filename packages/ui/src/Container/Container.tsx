import { styled } from 'styled-components';
import { theme } from '../theme/theme';

/**
 * The custom property a layout sets to the room its content keeps clear at the end edge (the right
 * in English, the left in Arabic), for a
 * floating button there; `Container` reads it, so coloured bands still run to the edge. Declared
 * here, not with the button, so a page's containers do not bring the button's code with them.
 */
export const FLOATING_ROOM_PROPERTY = '--acme-floating-room';

/**
 * At its end (right in English, left in Arabic), the room a layout keeps for a floating button (none unless set), less the margin
 * the centred container already has there (half of what the parent has beyond the content's
 * width; a padding's percentage is of the parent's width), and never less than the usual padding.
 */
const endPadding = `max(${theme.space.md}, calc(var(${FLOATING_ROOM_PROPERTY}, 0px) - max(0px, (100% - ${theme.layout.content}) / 2)))`;

/** Centres content at a readable width with side padding, clear of a floating button. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.content};
  margin: 0 auto;
  padding-block: 0;
  padding-inline: ${theme.space.md} ${endPadding};
`;
