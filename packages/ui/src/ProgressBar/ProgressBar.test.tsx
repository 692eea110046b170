import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a progressbar named by its label, with its value in percent', () => {
    renderWithTheme(<ProgressBar label="Uploading document" percent={41.6} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading document' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('42%')).toBeVisible();
  });

  it.each([
    [-5, '0'],
    [130, '100'],
  ])('keeps %s within 0–100', (percent, shown) => {
    renderWithTheme(<ProgressBar label="Uploading" percent={percent} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', shown);
  });
});
