import { ChatButton } from '@acme/ui';
import { CHAT_LABEL } from '@content/shell';
import { WHATSAPP_URL } from '../config';

/** The floating button that opens a WhatsApp chat with the company: a link. */
export default function SiteChat() {
  return <ChatButton href={WHATSAPP_URL} label={CHAT_LABEL} />;
}
