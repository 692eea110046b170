import { useId } from 'react';
import { styled } from 'styled-components';
import { theme } from '../theme/theme';

const Root = styled.div`
  margin: ${theme.space.sm} 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const Caption = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

const Track = styled.div`
  height: 0.5rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.light};
  border: 1px solid ${theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${theme.colors.primary};
  transition: width 0.2s linear;
`;

export interface ProgressBarProps {
  /** What is progressing, e.g. "Uploading document"; names the bar for screen readers too. */
  readonly label: string;
  /** How far it is, in percent (clamped to 0–100 and rounded). */
  readonly percent: number;
}

/**
 * A determinate progress bar (`role="progressbar"`) with its label and percentage shown.
 *
 * @example
 * <ProgressBar label="Uploading document" percent={42} />
 */
export function ProgressBar({ label, percent }: ProgressBarProps) {
  const id = useId();
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <Root>
      <Caption>
        <span id={id}>{label}</span>
        <span aria-hidden="true">{value}%</span>
      </Caption>
      <Track
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <Fill style={{ width: `${value}%` }} />
      </Track>
    </Root>
  );
}
