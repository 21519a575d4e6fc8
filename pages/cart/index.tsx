import type { GetServerSideProps } from 'next';
import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import { CartLine } from '@/components/cart/cart-line';
import { EmptyCart } from '@/components/cart/empty-cart';
import { CartSummary } from '@/components/cart/cart-summary';
import { ShareCart } from '@/components/cart/share-cart';
import { useCart } from '@/components/cart/use-cart';
import { SeoHead } from '@/components/layout/seo-head';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { LocalizedLink } from '@/components/ui/localized-link';
import { cartTotals } from '@/lib/cart-totals';
import { loadServerCart } from '@/server/cart-page';
import { getPageProps, type BasePageProps } from '@/server/page-props';
import type { ServerCartProps } from '@/store/preload';
import { useAppSelector } from '@/store/hooks';
import { selectFeatureFlag } from '@/store/site-slice';
import { up, theme } from '@/styles/theme';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  ${up('lg')} { grid-template-columns: 2fr 1fr; align-items: start; }
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Title = styled.h1`
  margin: 32px 0 16px;
  font-size: ${theme.font.size.xl};
`;

export default function CartPage({ seo }: BasePageProps) {
  const { t } = useT();
  const { cart, fees, loading, setQuantity, remove } = useCart();
  const shareEnabled = useAppSelector((state) => selectFeatureFlag(state, 'shared-cart-button'));
  const currency = cart.items[0]?.article.price.currency ?? fees?.shippingFee.currency ?? 'SEK';
  const totals = cartTotals(cart.items, fees, currency);
  return (
    <Container>
      <SeoHead title={t('cart::pageTitle')} description={t('cart::pageDescription')} seo={seo} noindex />
      <Title>{t('cart::title')}</Title>
      {loading ? (
        <p role="status">{t('cart::loading')}</p>
      ) : cart.items.length === 0 && cart.status === 'rejected' && cart.error ? (
        <p role="alert">{t(`cart::errors::${cart.error}`)}</p>
      ) : cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <Layout>
          <Card aria-labelledby="cart-lines-heading">
            <h2 id="cart-lines-heading" className="visually-hidden">
              {t('cart::items')}
            </h2>
            <Lines>
              {cart.items.map((item) => (
                <CartLine key={item.key} item={item} onQuantity={setQuantity} onRemove={remove} />
              ))}
            </Lines>
          </Card>
          <Card aria-labelledby="cart-summary-heading">
            <h2 id="cart-summary-heading">{t('cart::summary')}</h2>
            <CartSummary totals={totals} />
            <ButtonLink as={LocalizedLink} to="/cart/checkout/" $fullWidth>
              {t('cart::toCheckout')}
            </ButtonLink>
            {shareEnabled ? <ShareCart items={cart.items} /> : null}
          </Card>
        </Layout>
      )}
    </Container>
  );
}

/** The cart is rendered by the server from the cart cookie (server/cart-page.ts): the page is the shopper's own. */
export const getServerSideProps: GetServerSideProps<BasePageProps & { serverCart: ServerCartProps | null }> = async (context) => {
  const [page, serverCart] = await Promise.all([getPageProps(context, { routeKey: '/cart/', pageType: 'cart', personal: true }), loadServerCart(context)]);
  if (!('props' in page)) return page;
  return { props: { ...(await page.props), serverCart } };
};
