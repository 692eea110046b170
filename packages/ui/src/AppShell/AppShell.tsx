import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { CHAT_BUTTON_SIZE } from '../ChatButton/size';
import { FLOATING_ROOM_PROPERTY } from '../Container/Container';
import { afterNextPaint } from '../after-next-paint';
import { focusableIn, trapTab } from '../focusable';
import { lockPageScroll, makeOutsideInert } from '../modal';
import { CloseIcon, MenuIcon } from '../icons/icons';
import { above, theme } from '../theme/theme';
import { useUiLabels } from '../Labels/Labels';

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.sticky};
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  height: ${theme.layout.mobileBar};
  padding: 0 ${theme.space.sm};
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  ${above('lg')} {
    display: none;
  }
  @media print {
    display: none;
  }
`;

/** The utilities' links (a language switch): a comfortable target, in the brand's colour. */
const Utilities = styled.div`
  margin-inline-start: auto;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding-inline: ${theme.space.sm};
    color: ${theme.colors.primary};
    font-weight: 600;
  }
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${theme.radii.md};
  background: none;
  color: ${theme.colors.text};
  cursor: pointer;
`;

// Open and closed are attribute selectors, not props, so opening injects no new CSS rule: a
// rule added at the tap would restyle the whole page before the drawer could paint.
const Panel = styled.aside`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: ${theme.zIndex.drawer};
  display: flex;
  flex-direction: column;
  width: min(${theme.layout.sidePanel}, 85vw);
  overflow-y: auto;
  background: ${theme.colors.surface};
  border-inline-end: 1px solid ${theme.colors.border};
  /* Closed, off the start edge: the left in English, the right in Arabic (:where adds no
     specificity, so the open state and the wide screen's transform: none below still win). */
  transform: translateX(-100%);
  &:where(:dir(rtl)) {
    transform: translateX(100%);
  }
  visibility: hidden;
  &[data-state='open'] {
    transform: none;
    visibility: visible;
  }
  transition:
    transform 0.25s ease,
    visibility 0.25s;
  ${above('lg')} {
    width: ${theme.layout.sidePanel};
    transform: none;
    visibility: visible;
  }
  @media print {
    display: none;
  }
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  & > :first-child {
    margin-inline-end: auto;
  }
  ${above('lg')} {
    button {
      display: none;
    }
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.drawer - 1};
  background: rgba(15, 23, 42, 0.5);
  ${above('lg')} {
    display: none;
  }
`;

/** Room for a floating button (the chat button) and its offset. */
const floatingRoom = `calc(${CHAT_BUTTON_SIZE} + 2 * ${theme.space.md})`;

const Main = styled.div`
  ${above('lg')} {
    margin-inline-start: ${theme.layout.sidePanel};
  }
  /* With a floating button, the end of the page scrolls clear of it, and on a wide screen the
     content keeps beside it, so nothing stays covered: each Container keeps the room at its
     end, inside the bands, whose colour still runs to the window's edge. */
  &[data-overlays] {
    padding-bottom: ${floatingRoom};
    ${above('lg')} {
      ${FLOATING_ROOM_PROPERTY}: ${floatingRoom};
    }
  }
  @media print {
    margin-inline-start: 0;
    padding: 0;
  }
`;

/** Where the drawer gives way to the fixed side panel: an open drawer closes there. */
const sidePanelWidth = `(min-width: ${theme.breakpoints.lg})`;

/** The navigation's slots: the mobile top bar, and the side panel that is a drawer on small screens. */
export interface AppShellNavigationProps {
  /** The brand (logo link) shown in the panel and the mobile top bar. */
  brand: ReactNode;
  /**
   * Links shown at the end of the mobile top bar and of the panel's head, beside the brand: a
   * language switch.
   */
  utilities?: ReactNode;
  /** The side navigation. */
  nav: ReactNode;
  /** A call-to-action box under the navigation. */
  promo?: ReactNode;
  menuLabel?: string;
  closeMenuLabel?: string;
  /** The open drawer's name as a dialog. */
  drawerLabel?: string;
  /** The side panel's name (by default the `LabelsProvider`'s: "Site navigation"). */
  panelLabel?: string;
  /** Changing it (e.g. the current path) closes the drawer. */
  navigationKey?: string;
}

/** The content's slots. */
export interface AppShellMainProps {
  footer?: ReactNode;
  /** Floating elements: chat button, toaster. */
  overlays?: ReactNode;
  children: ReactNode;
}

/** The layout's slots. */
export interface AppShellProps extends AppShellNavigationProps, AppShellMainProps {}

/**
 * The page frame: a fixed side panel 16rem wide on desktop; on small screens a
 * slide-in drawer opened by a menu button and closed by the backdrop, Escape, the
 * close button or any link, with focus moved into it and back to the menu button.
 * The open drawer is a modal dialog: the page behind it is inert and does not scroll.
 *
 * Its two halves are components of their own, so that a page can hydrate the navigation (the one
 * part with state) and leave the content as the server sent it.
 */
export function AppShell({ footer, overlays, children, ...navigation }: AppShellProps) {
  return (
    <>
      <AppShellNavigation {...navigation} />
      <AppShellMain footer={footer} overlays={overlays}>
        {children}
      </AppShellMain>
    </>
  );
}

/** The content beside the side panel: the page's `main`, its footer and the floating elements. */
export function AppShellMain({ footer, overlays, children }: AppShellMainProps) {
  return (
    <>
      <Main data-overlays={overlays ? '' : undefined}>
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {footer}
      </Main>
      {overlays}
    </>
  );
}

/**
 * The mobile top bar with its menu button, and the side panel: fixed on a wide screen, a modal
 * drawer on a small one (see {@link AppShell}).
 */
export function AppShellNavigation({
  brand,
  utilities,
  nav,
  promo,
  menuLabel,
  closeMenuLabel,
  drawerLabel,
  panelLabel,
  navigationKey,
}: AppShellNavigationProps) {
  const labels = useUiLabels();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const drawer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // A navigation (new key) closes the drawer: adjusted during render, not in an effect.
  const [seenKey, setSeenKey] = useState(navigationKey);
  if (seenKey !== navigationKey) {
    setSeenKey(navigationKey);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    // Escape closes the drawer wherever focus is.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  useEffect(() => {
    const element = drawer.current;
    if (!open || !element) return;
    // Modal for everyone, not only for Tab: a screen reader's reading cursor, a tap on the chat
    // button above the backdrop, and a swipe that would scroll the page all stop at the drawer.
    // Both restyle the whole page, so they follow the open drawer's first paint rather than hold
    // it back: for that one frame, focus is in the drawer already (and Tab kept there), while a
    // tap as quick as the frame could still reach the chat button or scroll the page.
    let restore = () => {};
    const cancel = afterNextPaint(() => {
      const restoreOutside = makeOutsideInert(element);
      const unlockScroll = lockPageScroll(element.ownerDocument);
      restore = () => {
        unlockScroll();
        restoreOutside();
      };
    });
    // On a screen wide enough for the side panel there is no drawer (nor a menu button to close
    // it), so one left open by a rotation or a resize closes rather than keep the page inert.
    const wide = window.matchMedia(sidePanelWidth);
    const closeWhenWide = () => {
      if (wide.matches) setOpen(false);
    };
    closeWhenWide();
    wide.addEventListener('change', closeWhenWide);
    return () => {
      wide.removeEventListener('change', closeWhenWide);
      cancel();
      restore();
    };
  }, [open]);

  useEffect(() => {
    if (open) {
      const first = panel.current && focusableIn(panel.current)[0];
      (first ?? panel.current)?.focus();
    } else if (wasOpen.current) {
      menuButton.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <TopBar>
        <IconButton
          ref={menuButton}
          type="button"
          aria-label={menuLabel ?? labels.openMenu ?? 'Open menu'}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(true)}
        >
          <MenuIcon />
        </IconButton>
        {brand}
        {utilities && <Utilities>{utilities}</Utilities>}
      </TopBar>
      {/* The dialog is a frame around the panel (an aside: a landmark, which cannot be a dialog
          itself) and its backdrop, so that everything else can be made inert. */}
      <div
        ref={drawer}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-label={open ? (drawerLabel ?? labels.menu ?? 'Menu') : undefined}
      >
        <Backdrop
          data-testid="drawer-backdrop"
          aria-hidden="true"
          hidden={!open}
          onClick={() => setOpen(false)}
        />
        <Panel
          ref={panel}
          id={panelId}
          data-state={open ? 'open' : 'closed'}
          tabIndex={-1}
          aria-label={panelLabel ?? labels.siteNavigation ?? 'Site navigation'}
          onKeyDown={(event) => {
            if (open && panel.current) trapTab(event, panel.current);
          }}
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
          }}
        >
          <PanelHead>
            {brand}
            {utilities && <Utilities>{utilities}</Utilities>}
            <IconButton
              type="button"
              aria-label={closeMenuLabel ?? labels.closeMenu ?? 'Close menu'}
              onClick={() => setOpen(false)}
            >
              <CloseIcon />
            </IconButton>
          </PanelHead>
          {nav}
          {promo}
        </Panel>
      </div>
    </>
  );
}
