export { Link, LinkProvider, isExternalHref, isFileHref } from './Link';
export type { LinkComponent, LinkProps } from './Link';
