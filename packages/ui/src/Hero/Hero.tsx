import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Container } from '../Container/Container';
import { above, theme } from '../theme/theme';

const Root = styled.header`
  padding: ${theme.space.xxl} 0;
  /* From the top corner where a line starts, so right to left from the top right. */
  background: linear-gradient(135deg, ${theme.colors.primary}, #124a77);
  &:dir(rtl) {
    background: linear-gradient(225deg, ${theme.colors.primary}, #124a77);
  }
  color: ${theme.colors.onPrimary};
  h1 {
    font-size: ${theme.fontSizes.xxl};
    max-width: 40rem;
  }
  ${above('md')} {
    h1 {
      font-size: ${theme.fontSizes.display};
    }
  }
  p {
    max-width: 40rem;
    font-size: ${theme.fontSizes.lg};
  }
`;

const BadgeText = styled.p`
  display: inline-block;
  margin-bottom: ${theme.space.md};
  padding: 0.25rem 0.75rem;
  border-radius: ${theme.radii.pill};
  background: rgba(255, 255, 255, 0.16);
  font-size: ${theme.fontSizes.sm} !important;
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
`;

/** A page's opening band: badge, the page heading (`h1`), lead text and actions. */
export function Hero({
  badge,
  title,
  children,
  actions,
}: {
  badge?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Root>
      <Container>
        {badge && <BadgeText>{badge}</BadgeText>}
        <h1>{title}</h1>
        {children}
        {actions && <Actions>{actions}</Actions>}
      </Container>
    </Root>
  );
}
