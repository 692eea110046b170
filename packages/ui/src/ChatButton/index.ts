export { CHAT_BUTTON_SIZE, ChatButton } from './ChatButton';
