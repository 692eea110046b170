export { Button, ButtonLink } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
