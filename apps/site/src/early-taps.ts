/**
 * Taps on a button before React listens to the page (while the page's chunk still loads) are not
 * lost: the button says at once that it was taken (`aria-busy`), and the tap is played again once
 * the page has hydrated. From `hydrateRoot` on React listens itself, and replays what is tapped on
 * a part it has not hydrated yet.
 */
export function holdEarlyTaps() {
  let held: HTMLButtonElement | null = null;
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    held?.removeAttribute('aria-busy');
    held = button;
    button.setAttribute('aria-busy', 'true');
  };
  document.addEventListener('click', hold, true);
  const release = () => {
    document.removeEventListener('click', hold, true);
    held?.removeAttribute('aria-busy');
    const tapped = held;
    held = null;
    return tapped;
  };
  return {
    /** React listens from now on: the button takes taps as it is. */
    stop: () => document.removeEventListener('click', hold, true),
    /** The page has hydrated: the held tap, if any, is played now. */
    replay: () => release()?.click(),
    /** The page will not hydrate (its chunk failed): the held tap goes, and says so no longer. */
    drop: () => void release(),
  };
}
