import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { AlertIcon, CheckIcon, InfoIcon } from '../icons/icons';
import { theme } from '../theme/theme';

/** What an alert reports. */
export type AlertTone = 'error' | 'success' | 'info';

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  border-inline-start: 4px solid;
  ${({ $tone }) => {
    const [fg, bg] = {
      error: [theme.colors.danger, theme.colors.dangerBg],
      success: [theme.colors.success, theme.colors.successBg],
      info: [theme.colors.info, theme.colors.infoBg],
    }[$tone];
    return `color: ${fg}; background: ${bg}; border-color: ${fg};`;
  }}
  p {
    margin: 0;
    color: ${theme.colors.text};
  }
  strong {
    display: block;
  }
`;

const ICONS = { error: AlertIcon, success: CheckIcon, info: InfoIcon } as const;

/**
 * A message in the page's flow. Errors are announced at once (`role="alert"`),
 * other tones politely (`role="status"`).
 */
export function Alert({
  tone = 'info',
  title,
  children,
}: {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
}) {
  const Icon = ICONS[tone];
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon />
      <div>
        {title && <strong>{title}</strong>}
        {children && <p>{children}</p>}
      </div>
    </Box>
  );
}
