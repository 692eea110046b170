import { AppShellNavigation, Link, SideNav, theme } from '@acme/ui';
import { styled } from 'styled-components';
import { SITE } from '../../config';
import SitePromo from '../../components/SitePromo';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { NAV_ITEMS } from '../../navigation/nav-items';
import { routeById } from '../../routes/routes';

const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.125rem;
  color: ${theme.colors.primary};
  text-decoration: none;
`;

/**
 * The mobile top bar and the side panel (a drawer on a small screen): an island that hydrates on
 * the first tap of its menu button or of a group in the navigation.
 */
export default function SiteNavigation({
  currentPath,
  basePath,
}: {
  currentPath: string;
  /** The page's English path, which names it in every language; none for an address that is no page. */
  basePath?: string;
}) {
  return (
    <AppShellNavigation
      brand={<Brand href={routeById('home').path}>{SITE.companyName}</Brand>}
      utilities={basePath !== undefined && <LanguageSwitch basePath={basePath} />}
      nav={<SideNav items={NAV_ITEMS} currentPath={currentPath} />}
      promo={<SitePromo />}
    />
  );
}
