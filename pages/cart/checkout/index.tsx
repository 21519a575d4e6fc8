import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { tint } from '@/components/ui/tint';
import { useT } from '@/components/i18n/use-t';
import { BlockedLines, blockedLines } from '@/components/cart/blocked-lines';
import { CartLines } from '@/components/cart/cart-line';
import { EmptyCart } from '@/components/cart/empty-cart';
import { useCart } from '@/components/cart/use-cart';
import { useRemovalFocus } from '@/components/cart/use-removal-focus';
import { CartSummary, CheckoutSummary } from '@/components/checkout/checkout-summary';
import { EmbeddedCheckout } from '@/components/checkout/embedded-checkout';
import { RebateCodeForm } from '@/components/checkout/rebate-code-form';
import { useRebateCode } from '@/components/checkout/use-rebate-code';
import { SeoHead } from '@/components/layout/seo-head';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { fetchCart } from '@/store/cart-thunks';
import { Container } from '@/components/ui/container';
import { LocalizedLink, useHref } from '@/components/ui/localized-link';
import { cartPageProps } from '@/server/cart-page';
import type { BasePageProps } from '@/server/page-props';
import { selectCheckout, startCheckout } from '@/store/checkout-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { up } from '@/styles/theme';

const Grid = styled.div`
  display: grid;
  gap: 24px;
  ${up('lg')} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const Lines = styled(CartLines)`
  margin-bottom: 16px;
`;

const Alert = styled.p`
  padding: 10px 12px;
  ${tint('coral100', 'danger')}
  font-weight: 700;
`;

/** Focus after the last line is removed: the empty cart's message, else the page's heading. */
const emptyOrTitle = () => document.getElementById('cart-empty') ?? document.getElementById('checkout-title');

export default function CheckoutPage({ seo }: BasePageProps) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const toHref = useHref();
  const { cart, loading, setQuantity, remove, signature, settled, totalsOf } = useCart();
  const checkout = useAppSelector(selectCheckout);
  const rebate = useRebateCode({ restartOnClear: true });
  const removal = useRemovalFocus<HTMLUListElement>(cart.items, emptyOrTitle, remove);
  const confirmationUrl = toHref('/cart/checkout/thankyou/');
  // Lines the checkout would refuse are named first; the checkout starts once they are gone.
  const blocked = blockedLines(cart.items);
  const buyable = cart.items.filter((item) => item.article.notForSale === undefined);

  // Started once per cart content: reading the cart again (to learn the stock after a sold-out answer) leaves the
  // same lines and must not start the checkout again, or a sold-out line would restart it in a loop.
  const startedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!settled || !signature || blocked.length > 0 || startedFor.current === signature) return;
    startedFor.current = signature;
    void dispatch(startCheckout({ confirmationUrl }));
  }, [dispatch, settled, signature, confirmationUrl, blocked.length]);

  const error = checkout.status === 'rejected' ? checkout.error : null;
  // A line the service called out of stock says "sold out" unless some are left (the cart is
  // fetched again to know), and the rest of the checkout stays: its totals and a way to remove what is gone.
  const outOfStock = (item: (typeof cart.items)[number]) =>
    error?.code === 'OutOfStock' && error.legacyProductId === item.article.legacyArticleId;
  const lineError = (item: (typeof cart.items)[number]) =>
    !outOfStock(item)
      ? null
      : item.article.stock > 0 && item.article.stock < item.quantity
        ? 'checkout::errors::NotEnoughStock'
        : 'checkout::errors::SoldOut';
  const soldOut = cart.items.filter((item) => lineError(item) === 'checkout::errors::SoldOut');
  const rest = cart.items.filter((item) => !outOfStock(item));
  const outOfStockError = error?.code === 'OutOfStock';
  useEffect(() => {
    if (outOfStockError) void dispatch(fetchCart());
  }, [dispatch, outOfStockError]);
  const rebateError = error?.code === 'REBATE_CODE_INVALID' || error?.code === 'REBATE_CODE_EXPIRED';
  const generalError = error && !rebateError && !(error.code === 'OutOfStock' && cart.items.some((i) => lineError(i)));

  return (
    <Container>
      <SeoHead title={t('checkout::pageTitle')} description={t('checkout::pageDescription')} seo={seo} noindex />
      <h1 id="checkout-title" tabIndex={-1}>
        {t('checkout::title')}
      </h1>
      {/* The embedded checkout is a script: without JavaScript the page says so, and the cart stays as it is. */}
      <noscript>
        <Alert role="alert">
          {t('checkout::noScript')} <LocalizedLink to="/cart/">{t('checkout::backToCart')}</LocalizedLink>
        </Alert>
      </noscript>
      {loading ? <p role="status">{t('cart::loading')}</p> : null}
      {!loading && cart.items.length === 0 ? <EmptyCart /> : null}
      {cart.items.length > 0 ? (
        <Grid>
          <Card aria-labelledby="checkout-cart">
            <h2 id="checkout-cart">{t('checkout::yourItems')}</h2>
            <Lines
              items={cart.items}
              listRef={removal.listRef}
              compact
              lineError={lineError}
              onQuantity={setQuantity}
              onRemove={removal.remove}
            />
            <RebateCodeForm
              applied={rebate.applied}
              busy={rebate.busy}
              onApply={(code) => void rebate.apply(code)}
              onClear={rebate.clear}
            />
            {rebateError ? <Alert role="alert">{t(`checkout::errors::${error.code}`)}</Alert> : null}
            {blocked.length > 0 && buyable.length > 0 ? (
              <CartSummary totals={totalsOf(buyable)} />
            ) : outOfStockError && rest.length > 0 ? (
              <CartSummary totals={totalsOf(rest)} />
            ) : checkout.summary ? (
              <CheckoutSummary summary={checkout.summary} freeShippingLeft={totalsOf(cart.items).leftForFreeShipping} />
            ) : null}
          </Card>
          <Card aria-labelledby="checkout-payment" aria-busy={checkout.status === 'pending'}>
            <h2 id="checkout-payment">{t('checkout::delivery')}</h2>
            <BlockedLines items={cart.items} onRemove={removal.remove} />
            {generalError && blocked.length === 0 ? <Alert role="alert">{t(`checkout::errors::${error.code}`)}</Alert> : null}
            {soldOut.length > 0 ? (
              <>
                <Alert>{t('checkout::soldOutPanel')}</Alert>
                <Button type="button" $small $variant="secondary" onClick={() => soldOut.forEach((item) => remove(item))}>
                  {t('checkout::removeSoldOut')}
                </Button>
              </>
            ) : null}
            {checkout.status === 'pending' && !checkout.snippet ? <p role="status">{t('checkout::loading')}</p> : null}
            {checkout.snippet && (!error || rebateError) ? (
              <EmbeddedCheckout
                snippet={checkout.snippet}
                label={t('checkout::embedded')}
                busy={!settled || checkout.status === 'pending' || rebate.busy}
              />
            ) : null}
          </Card>
        </Grid>
      ) : null}
    </Container>
  );
}

/** The cart is rendered by the server from the cart cookie (server/cart-page.ts), so the page shows it without JavaScript. */
export const getServerSideProps = cartPageProps('/cart/checkout/', 'checkout');
