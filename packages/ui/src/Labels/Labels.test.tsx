import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from '../Button/Button';
import { ComparisonTable } from '../ComparisonTable/ComparisonTable';
import { Dialog } from '../Dialog/Dialog';
import { Link } from '../Link/Link';
import { TextField } from '../TextField/TextField';
import { LabelsProvider, type UiLabels } from './Labels';

/** Another language's words (any words different from the English ones), for every label. */
const OTHER: UiLabels = {
  newTab: '«new tab»',
  required: ' «required»',
  close: '«close»',
  dismiss: '«dismiss»',
  notifications: '«notifications»',
  included: '«included»',
  notIncluded: '«not included»',
  rating: '«rating»',
  separator: ' «,» ',
  sending: '«sending»',
  openMenu: '«open menu»',
  closeMenu: '«close menu»',
  menu: '«menu»',
  siteNavigation: '«site navigation»',
  mainNavigation: '«main»',
  chat: '«chat»',
  chatLink: '«chat link»',
  footer: '«footer»',
  onThisPage: '«on this page»',
  feature: '«feature»',
  featured: '«featured»',
  perMonth: '«per month»',
};

describe('LabelsProvider', () => {
  it('gives the components the app’s words for what they say themselves', () => {
    renderWithTheme(
      <LabelsProvider labels={OTHER}>
        <Link href="https://example.com" external>
          Portal
        </Link>
        <TextField label="Name" name="name" required value="" onChange={() => undefined} />
        <Button busy>Send</Button>
        <ComparisonTable
          caption="Plans"
          plans={[{ key: 'a', label: 'A' }]}
          rows={[{ feature: 'Backup', values: { a: true } }]}
        />
      </LabelsProvider>,
    );
    expect(screen.getByRole('link', { name: `Portal ${OTHER.newTab}` })).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: (name) => name.endsWith(OTHER.required.trim()) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: OTHER.sending })).toBeDisabled();
    expect(screen.getByRole('columnheader', { name: OTHER.feature })).toBeInTheDocument();
    expect(screen.getByText(OTHER.included)).toBeInTheDocument();
  });

  it('lets a component’s own prop win over the provided words', () => {
    renderWithTheme(
      <LabelsProvider labels={OTHER}>
        <Dialog open title="Quote" closeLabel="Dismiss" onClose={vi.fn()}>
          <p>Body</p>
        </Dialog>
      </LabelsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Dismiss', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: OTHER.close, hidden: true })).toBeNull();
  });

  it('leaves the components in English without a provider', () => {
    renderWithTheme(
      <Link href="https://example.com" external>
        Portal
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Portal (opens in a new tab)' })).toBeInTheDocument();
  });
});
