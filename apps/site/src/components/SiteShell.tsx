import { AppShellMain, theme } from '@acme/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { SHELL } from '@content/shell';
import { ConsentBanner } from '../consent/ConsentBanner';
import { Island } from '../islands/Island';
import { ON_DEMAND_ISLANDS } from '../islands/island-ids';
import SiteChat from './SiteChat';
import SiteFooter from './SiteFooter';

/**
 * The page's own line for a tap whose code did not arrive (`sayNetworkError` shows it): a
 * prerendered alert, so it needs no React, placed as a toast is.
 */
const NetworkError = styled.p`
  position: fixed;
  inset-inline: ${theme.space.md};
  bottom: ${theme.space.md};
  z-index: ${theme.zIndex.toast};
  margin: 0;
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  border-inline-start: 4px solid ${theme.colors.danger};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.raised};
  &[hidden] {
    display: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: -10000px;
  top: 0.5rem;
  z-index: 100;
  padding: 0.5rem 1rem;
  background: ${theme.colors.surface};
  &:focus {
    inset-inline-start: 0.5rem;
  }
`;

/**
 * The shared layout of every page: the navigation, an island (the one part of the frame with
 * state), and the content, footer and chat button as the server sent them. The toaster hydrates
 * with the first island that brings React; the page's network error line needs none.
 */
export function SiteShell({
  currentPath,
  basePath,
  children,
}: {
  currentPath: string;
  /** The page's English path, which names it in every language; none for an address that is no page. */
  basePath?: string;
  children: ReactNode;
}) {
  return (
    <>
      <SkipLink href="#main">{SHELL.skipLink}</SkipLink>
      <Island
        name="SiteNavigation"
        when="interaction"
        props={{ currentPath, ...(basePath !== undefined && { basePath }) }}
      />
      <AppShellMain
        footer={<SiteFooter />}
        overlays={
          <>
            <SiteChat />
            <Island name="Toaster" when="on-toast" props={{}} />
            <NetworkError role="alert" hidden data-network-error="">
              {SHELL.networkError}
            </NetworkError>
          </>
        }
      >
        {children}
      </AppShellMain>
      <ConsentBanner />
      {/* Where dialogs render once asked for. */}
      <div {...{ [ON_DEMAND_ISLANDS]: '' }} />
    </>
  );
}
