import styled from 'styled-components';
import { LocalizedLink } from '@/components/ui/localized-link';
import { resolveRouteHref } from '@/lib/routes/content-href';
import type { Footer as FooterData } from '@/services/shop/models';
import { theme } from '@/styles/theme';

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: ${theme.font.size.md};
  color: ${theme.colors.gold500};
`;

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    margin: 0 0 6px;
  }
  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

function FooterLink({ href, label }: { href: string; label: string }) {
  if (/^https:\/\//.test(href)) {
    return (
      <a href={href} rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  const route = resolveRouteHref(href);
  if (!route) return <a href={href}>{label}</a>;
  return (
    <LocalizedLink to={route.to} segments={route.segments} query={route.query}>
      {label}
    </LocalizedLink>
  );
}

/** The footer's link columns (a static island of the footer). */
export function FooterColumns({ columns }: { columns: FooterData['columns'] }) {
  return columns.map((column) => (
    <nav key={column.title} aria-label={column.title}>
      <Title>{column.title}</Title>
      <Links>
        {column.links.map((link) => (
          <li key={`${link.href}-${link.label}`}>
            <FooterLink href={link.href} label={link.label} />
          </li>
        ))}
      </Links>
    </nav>
  ));
}
