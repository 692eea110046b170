import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Card } from '../Card/Card';
import { CheckList } from '../CheckList/CheckList';
import { theme } from '../theme/theme';

const IconBox = styled.div`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.light};
  color: ${theme.colors.primary};
`;

/** A feature or service: icon, title, description, bullets and optional actions. */
export function FeatureCard({
  icon,
  title,
  description,
  bullets = [],
  actions,
}: {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  bullets?: readonly ReactNode[];
  actions?: ReactNode;
}) {
  return (
    <Card>
      {icon && <IconBox>{icon}</IconBox>}
      <h3>{title}</h3>
      {description && <p>{description}</p>}
      {bullets.length > 0 && <CheckList items={bullets} />}
      {actions && <div>{actions}</div>}
    </Card>
  );
}
