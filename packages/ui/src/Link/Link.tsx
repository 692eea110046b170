import {
  createContext,
  createElement,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useUiLabels } from '../Labels/Labels';
import { VisuallyHidden } from '../theme/VisuallyHidden';

/** What a link component receives: an anchor's attributes with a required `href`. */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children?: ReactNode;
};

/** The component that renders internal links (the app's router link). */
export type LinkComponent = ComponentType<LinkProps>;

const PlainAnchor: LinkComponent = ({ children, ...props }) => <a {...props}>{children}</a>;
const LinkContext = createContext<LinkComponent>(PlainAnchor);

/** Lets the app render internal links with its router's link component. */
export function LinkProvider({
  component,
  children,
}: {
  component: LinkComponent;
  children: ReactNode;
}) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** True for addresses that leave the app: another site, mail, telephone. */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}

/** True for addresses of files, such as `/assets/checklist.pdf`. */
export function isFileHref(href: string): boolean {
  return /\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0] ?? '');
}

/**
 * A link: internal addresses go through the provided router link; `external`
 * ones open in a new tab with `rel="noopener noreferrer"` and say so to screen readers (`newTabLabel`,
 * by default the `LabelsProvider`'s).
 */
export function Link({
  href,
  external = false,
  newTabLabel,
  children,
  ...rest
}: LinkProps & { external?: boolean; newTabLabel?: string }) {
  const RouterLink = useContext(LinkContext);
  const labels = useUiLabels();
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}{' '}
        <VisuallyHidden>{newTabLabel ?? labels.newTab ?? '(opens in a new tab)'}</VisuallyHidden>
      </a>
    );
  }
  // Other sites, mail, phone and files (downloads) are plain anchors: the router has no page for them.
  if (isExternalHref(href) || isFileHref(href) || rest.download !== undefined) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  // The router's link comes from context: a stable component, not one made here.
  return createElement(RouterLink, { href, ...rest }, children);
}
