import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { theme } from '../theme/theme';
import { useUiLabels } from '../Labels/Labels';

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
 * (`aria-current="true"`), tracked with an IntersectionObserver where available.
 */
export function AnchorNav({ items, label }: { items: readonly AnchorItem[]; label?: string }) {
  const labels = useUiLabels();
  const [active, setActive] = useState<string | null>(items[0]?.id ?? null);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((entry) => entry.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) setActive(visible[0].target.id);
      },
      { rootMargin: '-20% 0px -70% 0px' },
    );
    for (const item of items) {
      const section = document.getElementById(item.id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [items]);

  return (
    <Nav aria-label={label ?? labels.onThisPage ?? 'On this page'}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              aria-current={active === item.id ? 'true' : undefined}
              onClick={() => setActive(item.id)}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
