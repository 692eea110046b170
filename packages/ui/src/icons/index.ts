export { createIcon } from './createIcon';
export type { IconOptions, IconProps } from './createIcon';
export * from './icons';
