import { useRouter } from 'next/router';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Container } from '@/components/ui/container';
import { useStaticIsland } from '@/components/ui/static-island';
import { formatPrice } from '@/lib/format';
import { toLocale, type Locale } from '@/lib/locales';
import type { Money } from '@/lib/money';
import { up, theme } from '@/styles/theme';

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

/** The points; a component of its own, so that the price is formatted only where they render. */
function Points({ freeShippingFrom, locale }: { freeShippingFrom: Money | null; locale: Locale }) {
  const { t } = useT();
  return (
    <>
      {freeShippingFrom ? <li>{t('header::uspFreeShipping', { amount: formatPrice(freeShippingFrom, locale) })}</li> : null}
      <li>{t('header::uspReturns')}</li>
      <li>{t('header::uspNordic')}</li>
    </>
  );
}

/**
 * Desktop-only selling points; the free-shipping line comes from fees. Text only: at the first page's hydration the list
 * stays the server's (docs/adr/0029-static-islands.md), so no price formatter is made then.
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
