import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { BarChart } from './BarChart';

const bars = [
  { label: 'Per-unit services', value: 'AED 2,000', amount: 2000 },
  { label: 'Add-on services', value: 'AED 500', amount: 500 },
  { label: 'Discount (5%)', value: '-AED 125', amount: -125, tone: 'success' as const },
];

const widthOf = (label: string) =>
  (screen.getByText(label).parentElement!.querySelector('[aria-hidden] > div') as HTMLElement).style
    .width;

describe('BarChart', () => {
  it('is a figure named by its caption, listing each bar as text', () => {
    renderWithTheme(<BarChart title="Monthly total by part" bars={bars} />);
    const figure = screen.getByRole('figure', { name: 'Monthly total by part' });
    const items = within(figure).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Per-unit servicesAED 2,000',
      'Add-on servicesAED 500',
      'Discount (5%)-AED 125',
    ]);
  });

  it('draws each bar against the largest, a negative amount by its size', () => {
    renderWithTheme(<BarChart title="Parts" bars={bars} />);
    expect(widthOf('Per-unit services')).toBe('100%');
    expect(widthOf('Add-on services')).toBe('25%');
    expect(widthOf('Discount (5%)')).toBe('6.25%');
  });

  it('draws nothing long when every amount is zero', () => {
    renderWithTheme(
      <BarChart title="Parts" bars={[{ label: 'None', value: 'AED 0', amount: 0 }]} />,
    );
    expect(widthOf('None')).toBe('0%');
  });
});
