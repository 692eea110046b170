import { useDeferredValue, useEffect, useId, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { canFocus, trapTab } from '../focusable';
import { CloseIcon } from '../icons/icons';
import { theme } from '../theme/theme';
import { useUiLabels } from '../Labels/Labels';

const NativeDialog = styled.dialog`
  width: min(500px, calc(100vw - 2rem));
  max-width: 500px;
  max-height: 90vh;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.raised};
  color: ${theme.colors.text};
  &::backdrop {
    background: rgba(15, 23, 42, 0.55);
  }
  &[open] {
    display: flex;
    flex-direction: column;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: start;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding: ${theme.space.lg} ${theme.space.lg} 0;
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
`;

const Body = styled.div`
  overflow-y: auto;
  padding: ${theme.space.lg};
`;

const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  flex: none;
  border: 0;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.light};
  color: ${theme.colors.text};
  cursor: pointer;
`;

/** Where focus goes when the dialog opens: a marked element, else the first field. */
const firstField = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLElement>('[data-autofocus], input, select, textarea');

/** A modal dialog's props. It is controlled: `open` shows it, `onClose` asks to hide it. */
export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Text under the title that describes the dialog. */
  description?: ReactNode;
  children: ReactNode;
  /** The close control's accessible name. */
  closeLabel?: string;
}

/**
 * A modal dialog on the native `<dialog>` element: at most 500px wide and 90% of
 * the viewport high, scrolling inside. Escape, the close control and a click
 * outside ask to close it; Tab stays inside; focus returns to the opener.
 */
export function Dialog({ open, onClose, title, description, children, closeLabel }: DialogProps) {
  const labels = useUiLabels();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLOrSVGElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The tap that opens the dialog paints its frame and title at once; the content, the costly
  // part (a form's fields), renders right after that paint instead of delaying it.
  const contentShown = useDeferredValue(open, false);
  /** Whether the opening found no field to focus yet: the content's arrival then gives it one. */
  const focusPending = useRef(false);
  /** Whether the current press began on the backdrop: only such a press closes the dialog. */
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = dialog.ownerDocument.activeElement;
      opener.current = canFocus(active) ? active : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      const first = firstField(dialog);
      focusPending.current = !first;
      // `showModal` has focused the dialog's first control (its close button) already; focusing
      // again before the content arrives would only force a second style and layout pass.
      if (first) first.focus();
      else if (!dialog.contains(dialog.ownerDocument.activeElement)) dialog.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      opener.current?.focus();
    }
  }, [open]);

  useEffect(() => {
    if (!contentShown || !focusPending.current) return;
    focusPending.current = false;
    if (ref.current) firstField(ref.current)?.focus();
  }, [contentShown]);

  return (
    <NativeDialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: stay controlled; the owner decides.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        } else if (ref.current) trapTab(event, ref.current);
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === ref.current;
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself. So does a drag that starts
        // in a field (selecting its text) and ends outside: the browser sends the click to what
        // the press and the release share, the dialog. Only a press begun on the backdrop closes.
        const fromBackdrop = pressedOnBackdrop.current;
        pressedOnBackdrop.current = false;
        if (event.target === ref.current && fromBackdrop) onClose();
      }}
    >
      {open && (
        <>
          <Header>
            <div>
              <h2 id={titleId}>{title}</h2>
              {description && <p id={descriptionId}>{description}</p>}
            </div>
            <CloseButton
              type="button"
              aria-label={closeLabel ?? labels.close ?? 'Close'}
              onClick={onClose}
            >
              <CloseIcon />
            </CloseButton>
          </Header>
          <Body>{contentShown && children}</Body>
        </>
      )}
    </NativeDialog>
  );
}
