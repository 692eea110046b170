import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Container } from '../Container/Container';
import { theme } from '../theme/theme';

/** A section's background. */
export type SectionTone = 'default' | 'light' | 'brand';

const Root = styled.section<{ $tone: SectionTone }>`
  padding: ${theme.space.xxl} 0;
  scroll-margin-top: 4rem;
  ${({ $tone }) =>
    $tone === 'light'
      ? `background: ${theme.colors.light};`
      : $tone === 'brand'
        ? `background: ${theme.colors.primary}; color: ${theme.colors.onPrimary}; p a, li a { color: inherit; }`
        : ''}
  h2 {
    font-size: ${theme.fontSizes.xxl};
  }
`;

const Intro = styled.p`
  max-width: 48rem;
  font-size: ${theme.fontSizes.lg};
`;

/** A page section with an optional heading (`h2`) and intro, labelled by its heading. */
export function Section({
  id,
  title,
  intro,
  tone = 'default',
  children,
}: {
  id?: string;
  title?: ReactNode;
  intro?: ReactNode;
  tone?: SectionTone;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Root id={id} $tone={tone} aria-labelledby={title ? headingId : undefined}>
      <Container>
        {title && <h2 id={headingId}>{title}</h2>}
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Container>
    </Root>
  );
}
