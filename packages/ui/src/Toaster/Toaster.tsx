import { useSyncExternalStore } from 'react';
import { styled } from 'styled-components';
import { CloseIcon } from '../icons/icons';
import { dismissToast, getToasts, subscribe, type Toast } from './store';
import { theme } from '../theme/theme';
import { useUiLabels } from '../Labels/Labels';

const Region = styled.section`
  position: fixed;
  inset-inline-end: ${theme.space.md};
  bottom: ${theme.space.md};
  z-index: ${theme.zIndex.toast};
  width: min(24rem, calc(100vw - 2rem));
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${theme.space.sm};
  }
`;

const Item = styled.li<{ $tone: string }>`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.raised};
  border-inline-start: 4px solid
    ${({ $tone }) => ($tone === 'error' ? theme.colors.danger : $tone === 'success' ? theme.colors.success : theme.colors.primary)};
  p {
    margin: 0;
  }
  button {
    border: 0;
    background: none;
    cursor: pointer;
    min-width: 44px;
    min-height: 44px;
    color: inherit;
  }
`;

/** What a server renders: no toast (they are the browser's events), and what hydration starts from. */
const SERVER_TOASTS: readonly Toast[] = [];

/** Where `toast()` notifications appear; announced politely to screen readers. */
export function Toaster({ label, dismissLabel }: { label?: string; dismissLabel?: string }) {
  const labels = useUiLabels();
  const toasts = useSyncExternalStore(subscribe, getToasts, () => SERVER_TOASTS);
  const visible = toasts.filter((t) => t.open);
  return (
    <Region aria-label={label ?? labels.notifications ?? 'Notifications'}>
      <div role="status" aria-live="polite">
        <ol>
          {visible.map((t) => (
            <Item key={t.id} $tone={t.tone}>
              <div>
                <p>
                  <strong>{t.title}</strong>
                </p>
                {t.description && <p>{t.description}</p>}
              </div>
              <button
                type="button"
                aria-label={dismissLabel ?? labels.dismiss ?? 'Dismiss notification'}
                onClick={() => dismissToast(t.id)}
              >
                <CloseIcon />
              </button>
            </Item>
          ))}
        </ol>
      </div>
    </Region>
  );
}
