import { styled } from 'styled-components';
import { ChatIcon } from '../icons/icons';
import { theme } from '../theme/theme';
import { useUiLabels } from '../Labels/Labels';
import { CHAT_BUTTON_SIZE } from './size';

const Floating = styled.a`
  position: fixed;
  inset-inline-end: ${theme.space.md};
  bottom: ${theme.space.md};
  z-index: ${theme.zIndex.chat};
  display: inline-grid;
  place-items: center;
  width: ${CHAT_BUTTON_SIZE};
  height: ${CHAT_BUTTON_SIZE};
  border-radius: 50%;
  background: #1c7a43;
  color: #fff;
  box-shadow: ${theme.shadows.raised};
  @media print {
    display: none;
  }
`;

/** A floating chat link (e.g. a WhatsApp deep link) that opens in a new tab, in its own landmark. */
export function ChatButton({
  href,
  label,
  regionLabel,
}: {
  href: string;
  label?: string;
  /** The landmark's name (by default the `LabelsProvider`'s: "Chat"). */
  regionLabel?: string;
}) {
  const labels = useUiLabels();
  return (
    <aside aria-label={regionLabel ?? labels.chat ?? 'Chat'}>
      <Floating
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label ?? labels.chatLink ?? 'Chat with us (opens in a new tab)'}
      >
        <ChatIcon size={28} />
      </Floating>
    </aside>
  );
}
