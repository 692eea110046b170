import { Link, theme } from '@acme/ui';
import { styled } from 'styled-components';
import { routeById } from '../routes/routes';

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
      We use these details to answer your request and keep a record of it. See our{' '}
      <Link href={routeById('privacy').path}>Privacy Policy</Link>.
    </Note>
  );
}
