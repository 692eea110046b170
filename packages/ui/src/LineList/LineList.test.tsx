import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { LineList } from './LineList';

describe('LineList', () => {
  it('pairs each term with its value as a description list', () => {
    renderWithTheme(
      <LineList
        lines={[
          { term: 'Subtotal', value: 'AED 3,500', emphasis: 'subtotal' },
          { term: 'Total per month', value: 'AED 3,325', emphasis: 'total' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Subtotal', 'Total per month']);
    expect(values).toEqual(['AED 3,500', 'AED 3,325']);
    expect(screen.getByText('Total per month')).toHaveClass('total');
  });
});
