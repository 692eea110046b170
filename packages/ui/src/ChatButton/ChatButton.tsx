import { styled } from 'styled-components';
import { ChatIcon } from '../icons/icons';

const Floating = styled.a`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.chat};
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: #1c7a43;
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  @media print {
    display: none;
  }
`;

/** A floating chat link (e.g. a WhatsApp deep link) that opens in a new tab, in its own landmark. */
export function ChatButton({
  href,
  label = 'Chat with us (opens in a new tab)',
}: {
  href: string;
  label?: string;
}) {
  return (
    <aside aria-label="Chat">
      <Floating href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
        <ChatIcon size={28} />
      </Floating>
    </aside>
  );
}
