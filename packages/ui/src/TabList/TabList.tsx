import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { directionOf, rovingIndex } from '../roving';
import { theme } from '../theme/theme';

const Root = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.light};
`;

const Tab = styled.button`
  flex: 1;
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`;

/** One tab: its id (also the button's element id), its label, and the panel it shows. */
export interface TabItem<Id extends string = string> {
  readonly id: Id;
  readonly label: ReactNode;
  /** The element id of the panel this tab shows (its `aria-controls`). */
  readonly panelId: string;
}

export interface TabListProps<Id extends string> {
  /** What the tabs choose between, for screen readers, e.g. "Calculator view". */
  readonly label: string;
  readonly tabs: readonly TabItem<Id>[];
  readonly selectedId: Id;
  readonly onSelect: (id: Id) => void;
  readonly className?: string;
}

/**
 * The tab row of the WAI-ARIA tabs pattern: one tab selected and in the Tab order, Left/Right
 * (wrapping; swapped in right-to-left text, where the next tab is on the left) and Home/End move
 * and select. The panels are the caller's, so they can be laid out
 * anywhere (and shown side by side where there is room): give each `role="tabpanel"`, its `id`
 * and `aria-labelledby` the tab's id.
 *
 * @example
 * <TabList
 *   label="Calculator view"
 *   tabs={[
 *     { id: 'inputs-tab', label: 'Inputs', panelId: 'inputs' },
 *     { id: 'results-tab', label: 'Results', panelId: 'results' },
 *   ]}
 *   selectedId="inputs-tab"
 *   onSelect={setView}
 * />
 */
export function TabList<Id extends string>({
  label,
  tabs,
  selectedId,
  onSelect,
  className,
}: TabListProps<Id>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const direction = directionOf(event.currentTarget);
    const target = rovingIndex(event.key, index, tabs.length, 'horizontal', direction);
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
    const tab = tabs[target];
    if (tab) onSelect(tab.id);
  };

  return (
    <Root role="tablist" aria-label={label} className={className}>
      {tabs.map((tab, index) => {
        const selected = tab.id === selectedId;
        return (
          <Tab
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tab.id}
            aria-selected={selected}
            aria-controls={tab.panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </Tab>
        );
      })}
    </Root>
  );
}
