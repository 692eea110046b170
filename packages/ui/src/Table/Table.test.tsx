import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ComparisonTable } from '../ComparisonTable/ComparisonTable';

describe('tables', () => {
  it('give column and row headers their scopes and read ticks as words', () => {
    renderWithTheme(
      <ComparisonTable
        caption="Compare packages"
        plans={[
          { key: 'essential', label: 'Essential Care' },
          { key: 'enterprise', label: 'Enterprise 24/7' },
        ]}
        rows={[{ feature: '24/7 NOC', values: { essential: false, enterprise: true } }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Compare packages' });
    expect(within(table).getByRole('columnheader', { name: 'Enterprise 24/7' })).toHaveAttribute(
      'scope',
      'col',
    );
    const row = within(table).getByRole('row', { name: /24\/7 NOC/ });
    expect(within(row).getByRole('rowheader')).toHaveAttribute('scope', 'row');
    expect(row).toHaveTextContent('Not included');
    expect(row).toHaveTextContent('Included');
    // The scroll area can be reached and scrolled from the keyboard.
    expect(screen.getByRole('region', { name: 'Compare packages' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    // …and holds what is positioned inside it (the hidden words), so they never widen the page.
    expect(screen.getByRole('region', { name: 'Compare packages' })).toHaveStyle({
      position: 'relative',
      overflowX: 'auto',
    });
  });
});
