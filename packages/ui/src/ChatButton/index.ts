export { ChatButton } from './ChatButton';
export { CHAT_BUTTON_SIZE } from './size';
