import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { theme } from '../theme/theme';

const Text = styled.p`
  margin: ${theme.space.xs} 0 0;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`;

/** Red text for an error next to what it is about; announced when it appears. */
export function InlineError({ children, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return (
    <Text role="alert" {...rest}>
      {children}
    </Text>
  );
}
