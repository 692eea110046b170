/**
 * The floating chat button's size: layouts leave this much, plus its offset, clear beside and
 * below. A module of its own, so a layout that leaves the room does not bring the button along.
 */
export const CHAT_BUTTON_SIZE = '56px';
