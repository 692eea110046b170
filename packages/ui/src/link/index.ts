export { Link, LinkProvider, isExternalHref } from './Link';
export type { LinkComponent, LinkProps } from './Link';
