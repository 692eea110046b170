import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { above, theme } from '../theme/theme';

const Bar = styled.div<{ $mobileOnly: boolean }>`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${theme.zIndex.sticky};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  padding-inline-end: 5rem;
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.border};
  box-shadow: 0 -4px 12px rgba(16, 24, 40, 0.08);
  ${above('lg')} {
    inset-inline-start: ${theme.layout.sidePanel};
    ${({ $mobileOnly }) => ($mobileOnly ? 'display: none;' : '')}
  }
  @media print {
    display: none;
  }
`;

/**
 * A bar fixed to the bottom of the viewport (e.g. an estimate and a button). Pages
 * that use it should pad their bottom by its height so it never covers content.
 */
export function StickyBar({
  children,
  label,
  mobileOnly = false,
}: {
  children: ReactNode;
  label: string;
  mobileOnly?: boolean;
}) {
  return (
    <Bar role="region" aria-label={label} $mobileOnly={mobileOnly}>
      {children}
    </Bar>
  );
}
