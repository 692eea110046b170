import { useId, useState, type ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { ChevronDownIcon } from '../icons/icons';
import { Link } from '../Link/Link';
import { theme } from '../theme/theme';
import { useUiLabels } from '../Labels/Labels';

/** A navigation entry: a link, or a group of links. */
export interface NavItem {
  label: string;
  href?: string;
  icon?: ReactNode;
  children?: readonly NavItem[];
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ul {
    padding-inline-start: ${theme.space.lg};
  }
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 0;
  border-radius: 8px;
  background: none;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
`;

const NavLink = styled(Link)`
  ${itemStyles}
  color: ${theme.colors.text};
  &[aria-current='page'] {
    background: ${theme.colors.light};
    color: ${theme.colors.primary};
    font-weight: 700;
    /* A bar at the start edge: the left in English, the right in Arabic. */
    box-shadow: inset 3px 0 0 ${theme.colors.primary};
    &:dir(rtl) {
      box-shadow: inset -3px 0 0 ${theme.colors.primary};
    }
  }
  &:hover {
    background: ${theme.colors.light};
  }
`;

const GroupButton = styled.button`
  ${itemStyles}
  color: ${theme.colors.text};
  font-weight: 600;
  svg:last-child {
    margin-inline-start: auto;
    transition: transform 0.2s;
  }
  &[aria-expanded='true'] svg:last-child {
    transform: rotate(180deg);
  }
  &:hover {
    background: ${theme.colors.light};
  }
`;

const normalize = (path: string) =>
  (path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/').toLowerCase();

/** Whether a link's address is the current page (letter case and a trailing slash aside). */
export function isCurrentPath(href: string | undefined, currentPath: string): boolean {
  return href !== undefined && normalize(href) === normalize(currentPath);
}

function containsCurrent(item: NavItem, currentPath: string): boolean {
  return (
    isCurrentPath(item.href, currentPath) ||
    (item.children ?? []).some((child) => containsCurrent(child, currentPath))
  );
}

function Group({ item, currentPath }: { item: NavItem; currentPath: string }) {
  const [open, setOpen] = useState(() => containsCurrent(item, currentPath));
  const listId = useId();
  return (
    <li>
      <GroupButton
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {item.icon}
        {item.label}
        <ChevronDownIcon />
      </GroupButton>
      <List id={listId} hidden={!open}>
        {(item.children ?? []).map((child) => (
          <Entry key={child.label} item={child} currentPath={currentPath} />
        ))}
      </List>
    </li>
  );
}

function Entry({ item, currentPath }: { item: NavItem; currentPath: string }) {
  if (item.children?.length) return <Group item={item} currentPath={currentPath} />;
  return (
    <li>
      <NavLink
        href={item.href ?? '#'}
        aria-current={isCurrentPath(item.href, currentPath) ? 'page' : undefined}
      >
        {item.icon}
        {item.label}
      </NavLink>
    </li>
  );
}

/**
 * The side navigation: links with icons and collapsible groups. The link of
 * `currentPath` is marked `aria-current="page"`, and its group starts open.
 */
export function SideNav({
  items,
  currentPath,
  label,
}: {
  items: readonly NavItem[];
  currentPath: string;
  label?: string;
}) {
  const labels = useUiLabels();
  return (
    <nav aria-label={label ?? labels.mainNavigation ?? 'Main'}>
      <List>
        {items.map((item) => (
          <Entry key={item.label} item={item} currentPath={currentPath} />
        ))}
      </List>
    </nav>
  );
}
