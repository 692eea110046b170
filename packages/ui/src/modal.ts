/**
 * Makes everything on the page but `element` (and its ancestors) inert: out of the tab order, the
 * accessibility tree and the pointer's reach, as the page behind a native modal `<dialog>` is.
 * Each sibling of `element` and of every ancestor up to `<body>` is marked; one that was inert
 * already stays as it was. Returns what undoes it.
 */
export function makeOutsideInert(element: Element): () => void {
  const marked: Element[] = [];
  for (
    let inside: Element = element, parent = element.parentElement;
    parent && inside !== inside.ownerDocument.body;
    inside = parent, parent = parent.parentElement
  ) {
    for (const sibling of Array.from(parent.children)) {
      if (sibling === inside || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      marked.push(sibling);
    }
  }
  return () => marked.forEach((sibling) => sibling.removeAttribute('inert'));
}

/**
 * Stops the page from scrolling behind a modal layer (a wheel or a swipe outside it would move the
 * page underneath). Returns what restores the page's own overflow.
 */
export function lockPageScroll(document: Document): () => void {
  const { body } = document;
  const overflow = body.style.overflow;
  body.style.overflow = 'hidden';
  return () => {
    body.style.overflow = overflow;
  };
}
