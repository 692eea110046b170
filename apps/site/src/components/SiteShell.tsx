import { AppShellMain, theme } from '@acme/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { SHELL } from '@content/shell';
import { Island } from '../islands/Island';
import SiteChat from './SiteChat';
import SiteFooter from './SiteFooter';

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
 * with the first island that brings React.
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
            <Island name="Toaster" when="with-runtime" props={{}} />
          </>
        }
      >
        {children}
      </AppShellMain>
    </>
  );
}
