import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Footer } from '../Footer/Footer';
import { EXAMPLE_COLUMNS } from '../layout-fixtures';
import { Link, LinkProvider, type LinkComponent } from './Link';

const RouterLink: LinkComponent = ({ children, ...props }) => (
  <a data-router="true" {...props}>
    {children}
  </a>
);

describe('Link', () => {
  it('renders internal links with the provided router link, others as plain anchors', () => {
    renderWithTheme(
      <LinkProvider component={RouterLink}>
        <Link href="/pricing">Pricing</Link>
        <Link href="tel:+97140000000">Call</Link>
        <Link href="/assets/checklist.pdf">Checklist</Link>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('data-router', 'true');
    expect(screen.getByRole('link', { name: 'Call' })).not.toHaveAttribute('data-router');
    expect(screen.getByRole('link', { name: 'Checklist' })).not.toHaveAttribute('data-router');
  });

  it('opens footer links marked external in a new tab, safely, and says so', () => {
    renderWithTheme(<Footer columns={EXAMPLE_COLUMNS} />);
    const login = screen.getByRole('link', { name: 'Client Login (opens in a new tab)' });
    expect(login).toHaveAttribute('target', '_blank');
    expect(login).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'SLA & Escalation' })).not.toHaveAttribute('target');
  });
});
