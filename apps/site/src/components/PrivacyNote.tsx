import { Link, theme } from '@acme/ui';
import { styled } from 'styled-components';
import { FORM_FIELDS } from '@content/form-fields';
import { screenPath } from '../routes/screen-paths';

const Note = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
`;

/**
 * What happens to what a visitor types, said under every form (the UAE's PDPL expects it). The
 * lead also keeps the address, browser and campaign fields, so it does not say "only".
 */
export function PrivacyNote() {
  return (
    <Note>
      {FORM_FIELDS.privacyBefore}{' '}
      <Link href={screenPath('privacy')}>{FORM_FIELDS.privacyLink}</Link>
      {FORM_FIELDS.privacyAfter}
    </Note>
  );
}
