import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { BlockedLines } from '@/components/cart/blocked-lines';
import { CartLines } from '@/components/cart/cart-line';
import { EmptyCart } from '@/components/cart/empty-cart';
import { ShareCart } from '@/components/cart/share-cart';
import { useCart } from '@/components/cart/use-cart';
import { useRemovalFocus } from '@/components/cart/use-removal-focus';
import { CartSummary, CheckoutSummary } from '@/components/checkout/checkout-summary';
import { RebateCodeForm } from '@/components/checkout/rebate-code-form';
import { useRebateCode } from '@/components/checkout/use-rebate-code';
import { SeoHead } from '@/components/layout/seo-head';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { LocalizedLink, useHref } from '@/components/ui/localized-link';
import { cartPageProps } from '@/server/cart-page';
import type { BasePageProps } from '@/server/page-props';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { startCheckout } from '@/store/checkout-slice';
import { selectFeatureFlag } from '@/store/site-slice';
import { up, theme } from '@/styles/theme';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  ${up('lg')} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

const Title = styled.h1`
  margin: 32px 0 16px;
  font-size: ${theme.font.size.xl};
`;

/** Focus after the last line is removed: the empty cart's message, else the page's heading. */
const emptyOrTitle = () => document.getElementById('cart-empty') ?? document.getElementById('cart-title');

export default function CartPage({ seo }: BasePageProps) {
  const { t } = useT();
  const { cart, loading, setQuantity, remove, signature, settled, totalsOf } = useCart();
  const shareEnabled = useAppSelector((state) => selectFeatureFlag(state, 'shared-cart-button'));
  const totals = totalsOf(cart.items);
  const rebate = useRebateCode({ restartOnClear: false });
  const removal = useRemovalFocus<HTMLUListElement>(cart.items, emptyOrTitle, remove);
  const dispatch = useAppDispatch();
  const toHref = useHref();
  // With a code applied, a changed cart is counted again by the checkout (its totals hold the rebate).
  const counted = useRef(signature);
  const code = rebate.applied?.code;
  useEffect(() => {
    if (!code || !settled || !signature || counted.current === signature) return;
    counted.current = signature;
    void dispatch(startCheckout({ confirmationUrl: toHref('/cart/checkout/thankyou/') }));
  }, [code, settled, signature, dispatch, toHref]);
  return (
    <Container>
      <SeoHead title={t('cart::pageTitle')} description={t('cart::pageDescription')} seo={seo} noindex />
      <Title id="cart-title" tabIndex={-1}>
        {t('cart::title')}
      </Title>
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
            <CartLines items={cart.items} listRef={removal.listRef} onQuantity={setQuantity} onRemove={removal.remove} />
          </Card>
          <Card aria-labelledby="cart-summary-heading">
            <h2 id="cart-summary-heading">{t('cart::summary')}</h2>
            <RebateCodeForm
              applied={rebate.applied}
              busy={rebate.busy}
              onApply={(next) => void rebate.apply(next)}
              onClear={rebate.clear}
            />
            {rebate.error ? (
              <p role="alert">{rebate.rebateError ? t(`checkout::errors::${rebate.rebateError}`) : t('notices::rebate-unavailable')}</p>
            ) : null}
            {rebate.applied && rebate.summary ? (
              <CheckoutSummary summary={rebate.summary} freeShippingLeft={totals.leftForFreeShipping} />
            ) : (
              <CartSummary totals={totals} />
            )}
            <BlockedLines items={cart.items} onRemove={removal.remove} />
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
export const getServerSideProps = cartPageProps('/cart/', 'cart');
