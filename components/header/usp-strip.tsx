import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Container } from '@/components/ui/container';
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

/** Desktop-only selling points; the free-shipping line comes from fees. */
export function UspStrip({ freeShippingFrom }: { freeShippingFrom: string | null }) {
  const { t } = useT();
  return (
    <Strip>
      <Container>
        <List>
          {freeShippingFrom ? <li>{t('header::uspFreeShipping', { amount: freeShippingFrom })}</li> : null}
          <li>{t('header::uspReturns')}</li>
          <li>{t('header::uspNordic')}</li>
        </List>
      </Container>
    </Strip>
  );
}
