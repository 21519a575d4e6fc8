import { useRouter } from 'next/router';
import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { useStaticIsland } from '@/components/ui/static-island';
import { toLocale } from '@/lib/locales';
import type { Money } from '@/lib/money';
import { up, theme } from '@/styles/theme';
import { UspPoints as Points } from './island-usp-points';

const Strip = styled.div`
  display: none;
  background: ${theme.colors.hunter900};
  font-size: ${theme.font.size.sm};
  ${up('lg')} {
    display: block;
  }
`;

const List = styled.ul`
  display: flex;
  justify-content: center;
  gap: 32px;
  margin: 0;
  padding: 0;
  min-height: 32px;
  align-items: center;
  list-style: none;
  li::before {
    content: '✓ ';
    color: ${theme.colors.gold500};
    font-weight: 800;
  }
`;

/**
 * Desktop-only selling points; the free-shipping line comes from fees. Text only: at the first page's hydration the list
 * stays the server's (docs/adr/0029-static-islands.md), so no price formatter is made then, and the points' code (with the price
 * formatter's) loads only when a client render needs them (a change of fees or locale).
 */
export function UspStrip({ freeShippingFrom }: { freeShippingFrom: Money | null }) {
  const locale = toLocale(useRouter().locale);
  const points = <Points freeShippingFrom={freeShippingFrom} locale={locale} />;
  const island = useStaticIsland([freeShippingFrom, locale], points);
  return (
    <Strip>
      <Container>
        <List {...island.props}>{island.keep ? null : points}</List>
      </Container>
    </Strip>
  );
}
