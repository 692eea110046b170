/** The attribute an `AnchorNav` marks its link to the section in view with. */
const CURRENT = 'aria-current';

/**
 * Marks, in a navigation of in-page links (`href="#id"`), the link to the section in view
 * (`aria-current="true"`), tracked with an IntersectionObserver where available, and the link
 * last followed. No framework, and a module of its own (`@acme/ui/SectionInView`), so that a
 * prerendered page that never hydrates its navigation uses it as `AnchorNav` does without loading
 * any component. Returns what stops it.
 *
 * @example
 * const stop = followSectionInView(document.querySelector('nav')!);
 */
export function followSectionInView(nav: HTMLElement): () => void {
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const mark = (id: string) => {
    for (const link of links)
      if (link.hash === `#${id}`) link.setAttribute(CURRENT, 'true');
      else link.removeAttribute(CURRENT);
  };
  const first = links[0]?.hash.slice(1);
  if (first) mark(first);
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (link && links.includes(link)) mark(link.hash.slice(1));
  };
  nav.addEventListener('click', onClick);
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            const visible = entries
              .filter((entry) => entry.isIntersecting)
              .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
            if (visible[0]) mark(visible[0].target.id);
          },
          { rootMargin: '-20% 0px -70% 0px' },
        );
  for (const link of links) {
    const section = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (section) observer?.observe(section);
  }
  return () => {
    nav.removeEventListener('click', onClick);
    observer?.disconnect();
  };
}
