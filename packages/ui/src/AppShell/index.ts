export { AppShell, AppShellMain, AppShellNavigation } from './AppShell';
export type { AppShellMainProps, AppShellNavigationProps, AppShellProps } from './AppShell';
