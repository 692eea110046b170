import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { ChevronDownIcon } from '../icons/icons';
import { rovingIndex } from '../roving';
import { theme } from '../theme/theme';

const Root = styled.div`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  /* Whatever its level, a section title reads as a form's section, not as a page heading. */
  & > div > :is(h2, h3, h4, h5, h6) {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  & > div + div {
    border-top: 1px solid ${theme.colors.border};
  }
`;

const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  min-height: 52px;
  padding: ${theme.space.md};
  border: 0;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
  svg {
    transition: transform 0.2s;
    flex: none;
  }
  &[aria-expanded='true'] {
    background: ${theme.colors.light};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled.div`
  padding: ${theme.space.md};
`;

/** One section of an accordion. */
export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/** An accordion's props. Give `openId` + `onOpenChange` to control it, or `defaultOpenId`. */
export interface AccordionProps {
  items: readonly AccordionItem[];
  openId?: string | null;
  defaultOpenId?: string | null;
  onOpenChange?: (id: string | null) => void;
  /** Heading level of the section titles. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Sections of which at most one is open. Each title is a button (Enter/Space
 * toggle); Up/Down/Home/End move between titles.
 */
export function Accordion({
  items,
  openId,
  defaultOpenId = null,
  onOpenChange,
  headingLevel = 3,
}: AccordionProps) {
  const [ownOpenId, setOwnOpenId] = useState<string | null>(defaultOpenId);
  const current = openId !== undefined ? openId : ownOpenId;
  const baseId = useId();
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as 'h3';

  const toggle = (id: string) => {
    const next = current === id ? null : id;
    setOwnOpenId(next);
    onOpenChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = rovingIndex(event.key, index, items.length, 'vertical');
    if (target === undefined) return;
    event.preventDefault();
    triggers.current[target]?.focus();
  };

  return (
    <Root>
      {items.map((item, index) => {
        const open = current === item.id;
        const triggerId = `${baseId}-${item.id}-trigger`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading>
              <Trigger
                ref={(element) => {
                  triggers.current[index] = element;
                }}
                type="button"
                id={triggerId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {item.title}
                <ChevronDownIcon />
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={triggerId} hidden={!open}>
              {item.content}
            </Panel>
          </div>
        );
      })}
    </Root>
  );
}
