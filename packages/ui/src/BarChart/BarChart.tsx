import { useId, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { theme, type Theme } from '../theme/theme';

/** How a bar is coloured: the main series, a second one to compare with, or a saving. */
export type BarTone = 'primary' | 'secondary' | 'success';

/** One bar: what it is, its amount as shown, and the number its length follows. */
export interface ChartBar {
  readonly label: string;
  /** The amount as the page shows it, e.g. `AED 2,000` or `-AED 104`. */
  readonly value: string;
  /** The length is `|amount|` against the largest `|amount|` of the chart. */
  readonly amount: number;
  readonly tone?: BarTone;
}

export interface BarChartProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The chart's caption, e.g. "Monthly total by part". */
  readonly title: string;
  readonly bars: readonly ChartBar[];
}

const Figure = styled.figure`
  margin: 0 0 ${theme.space.md};
  figcaption {
    margin-bottom: ${theme.space.sm};
    font-weight: 700;
  }
  ul {
    display: grid;
    gap: ${theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  column-gap: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  .value {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
`;

// Every tone keeps 3:1 against the track, as WCAG asks of the parts of a graphic.
const TONES: Record<BarTone, keyof Theme['colors']> = {
  primary: 'primary',
  secondary: 'grey',
  success: 'success',
};

const Track = styled.div`
  grid-column: 1 / -1;
  height: 0.75rem;
  margin-top: 0.125rem;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.light};
`;

const Fill = styled.div<{ $tone: BarTone }>`
  height: 100%;
  min-width: 2px;
  border-radius: ${theme.radii.sm};
  background: ${({ $tone }) => theme.colors[TONES[$tone]]};
`;

/**
 * A horizontal bar chart drawn with CSS, no chart library: each bar's label and amount are text
 * (what a screen reader reads, as a list under the caption), the bars themselves decoration.
 * Plain colours and boxes, so an HTML-to-canvas capture (a PDF) draws it as the page does.
 *
 * @example
 * <BarChart
 *   title="Your estimate against the package"
 *   bars={[
 *     { label: 'Custom estimate', value: 'AED 1,250', amount: 1250 },
 *     { label: 'Essential Care', value: 'AED 1,499', amount: 1499, tone: 'secondary' },
 *   ]}
 * />
 */
export function BarChart({ title, bars, ...rest }: BarChartProps) {
  const longest = Math.max(...bars.map((bar) => Math.abs(bar.amount)), 0);
  const captionId = useId();
  return (
    <Figure aria-labelledby={captionId} {...rest}>
      <figcaption id={captionId}>{title}</figcaption>
      <ul>
        {bars.map((bar) => (
          <Row key={bar.label}>
            <span>{bar.label}</span>
            <span className="value">{bar.value}</span>
            <Track aria-hidden="true">
              <Fill
                $tone={bar.tone ?? 'primary'}
                style={{ width: `${longest === 0 ? 0 : (100 * Math.abs(bar.amount)) / longest}%` }}
              />
            </Track>
          </Row>
        ))}
      </ul>
    </Figure>
  );
}
