import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { theme } from '../theme/theme';
import { useUiLabels } from '../Labels/Labels';
import { followSectionInView } from '../SectionInView/follow-section';

const Nav = styled.nav`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.sticky};
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  ul {
    display: flex;
    gap: ${theme.space.xs};
    overflow-x: auto;
    list-style: none;
    margin: 0;
    padding: ${theme.space.sm};
  }
  a {
    display: inline-block;
    padding: 0.5rem 0.75rem;
    border-radius: ${theme.radii.pill};
    white-space: nowrap;
    text-decoration: none;
    color: ${theme.colors.text};
  }
  a[aria-current='true'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
  @media print {
    display: none;
  }
`;

/** One in-page section to jump to. */
export interface AnchorItem {
  id: string;
  label: string;
}

/**
 * Sticky links to the page's sections; the section in view is highlighted
 * (`aria-current="true"`), tracked with an IntersectionObserver where available
 * (`followSectionInView`, which a page that does not hydrate the navigation calls itself, on the
 * element marked `data-anchor-nav`). The prerendered navigation marks the first section.
 */
export function AnchorNav({ items, label }: { items: readonly AnchorItem[]; label?: string }) {
  const labels = useUiLabels();
  const nav = useRef<HTMLElement>(null);
  useEffect(() => (nav.current ? followSectionInView(nav.current) : undefined), [items]);

  return (
    <Nav ref={nav} data-anchor-nav="" aria-label={label ?? labels.onThisPage ?? 'On this page'}>
      <ul>
        {items.map((item, index) => (
          <li key={item.id}>
            {/* The state is the DOM's: the observer marks the link, not a render. */}
            <a href={`#${item.id}`} aria-current={index === 0 ? 'true' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
