import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Container } from '../Container/Container';
import { Link } from '../Link/Link';
import { above, theme } from '../theme/theme';
import { useUiLabels } from '../Labels/Labels';

/** A footer link; `external` ones open in a new tab. */
export interface FooterLink {
  label: string;
  href: string;
  external?: boolean;
}

/** A titled column of footer links. */
export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

const Root = styled.footer`
  padding: ${theme.space.xxl} 0 ${theme.space.xl};
  background: #0f2d47;
  color: #e6edf3;
  a {
    color: #ffffff;
  }
  h2 {
    font-size: ${theme.fontSizes.md};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: inline-block;
    padding: 0.35rem 0;
  }
  @media print {
    display: none;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  ${above('md')} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Bottom = styled.div`
  margin-top: ${theme.space.xl};
  padding-top: ${theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.2);
`;

/** The site footer: columns of links, then whatever `children` adds (contacts, logos, hours). */
export function Footer({
  columns,
  children,
  label,
}: {
  columns: readonly FooterColumn[];
  children?: ReactNode;
  label?: string;
}) {
  const labels = useUiLabels();
  return (
    <Root>
      <Container>
        <nav aria-label={label ?? labels.footer ?? 'Footer'}>
          <Columns>
            {columns.map((column) => (
              <div key={column.title}>
                <h2>{column.title}</h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.href + link.label}>
                      <Link href={link.href} external={link.external}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </Columns>
        </nav>
        {children && <Bottom>{children}</Bottom>}
      </Container>
    </Root>
  );
}
