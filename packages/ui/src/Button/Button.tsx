import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { css, keyframes, styled } from 'styled-components';
import { Link } from '../Link/Link';
import { theme } from '../theme/theme';
import { useUiLabels } from '../Labels/Labels';

/** How prominent a button is. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';

const spin = keyframes`to { transform: rotate(360deg); }`;

const buttonStyles = css<{ $variant: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  padding: 0.625rem 1.25rem;
  border-radius: ${theme.radii.md};
  border: 2px solid transparent;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant }) =>
    ({
      primary: css`
        background: ${theme.colors.primary};
        color: ${theme.colors.onPrimary};
      `,
      secondary: css`
        background: ${theme.colors.light};
        color: ${theme.colors.primary};
      `,
      outline: css`
        background: transparent;
        color: ${theme.colors.primary};
        border-color: ${theme.colors.primary};
      `,
      ghost: css`
        background: transparent;
        color: ${theme.colors.primary};
      `,
    })[$variant]}
  &:hover:not(:disabled) {
    filter: brightness(0.92);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`;

const StyledLink = styled(Link)<{ $variant: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`;

const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** A button's props: a native button's, plus variant, full width and a busy state. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
  /** While true the button is disabled and shows a spinner with `busyLabel`. */
  busy?: boolean;
  busyLabel?: ReactNode;
}

/** A button. Busy, it is disabled and says so (e.g. "Sending..."). */
export function Button({
  variant = 'primary',
  block,
  busy = false,
  busyLabel,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const labels = useUiLabels();
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $block={block}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? (
        <>
          <Spinner aria-hidden="true" />
          {busyLabel ?? labels.sending ?? 'Sending...'}
        </>
      ) : (
        children
      )}
    </StyledButton>
  );
}

/** A link that looks like a button (internal links go through the `LinkProvider`). */
export function ButtonLink({
  variant = 'primary',
  block,
  href,
  external,
  children,
  ...rest
}: {
  variant?: ButtonVariant;
  block?: boolean;
  href: string;
  external?: boolean;
  children: ReactNode;
} & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  return (
    <StyledLink href={href} external={external} $variant={variant} $block={block} {...rest}>
      {children}
    </StyledLink>
  );
}
