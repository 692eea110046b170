import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Badge } from '../Badge/Badge';
import { Card } from '../Card/Card';
import { CheckList } from '../CheckList/CheckList';
import { theme } from '../theme/theme';
import { useUiLabels } from '../Labels/Labels';

const Root = styled(Card)<{ $featured: boolean }>`
  position: relative;
  scroll-margin-top: 5rem;
  ${({ $featured }) => ($featured ? `border: 2px solid ${theme.colors.primary}; box-shadow: ${theme.shadows.raised};` : '')}
`;

const Price = styled.p`
  font-size: ${theme.fontSizes.xxl};
  font-weight: 800;
  color: ${theme.colors.primary};
  span {
    font-size: ${theme.fontSizes.md};
    font-weight: 400;
    color: ${theme.colors.textMuted};
  }
`;

/** A managed package: name, price, user cap, service levels, featured state, actions. */
export function PackageCard({
  id,
  name,
  price,
  period,
  cap,
  lines,
  featured = false,
  featuredLabel,
  children,
  actions,
}: {
  id?: string;
  name: ReactNode;
  /** The formatted price, e.g. "AED 1,499". */
  price: ReactNode;
  period?: ReactNode;
  /** e.g. "Up to 10 users". */
  cap?: ReactNode;
  /** Service levels and inclusions. */
  lines: readonly ReactNode[];
  featured?: boolean;
  featuredLabel?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const labels = useUiLabels();
  return (
    <Root id={id} $featured={featured}>
      {featured && <Badge>{featuredLabel ?? labels.featured ?? 'Most popular'}</Badge>}
      <h3>{name}</h3>
      <Price>
        {price} <span>{period ?? labels.perMonth ?? '/month'}</span>
      </Price>
      {cap && <p>{cap}</p>}
      <CheckList items={lines} />
      {children}
      {actions && <div>{actions}</div>}
    </Root>
  );
}
