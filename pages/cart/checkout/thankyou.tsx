import type { GetServerSideProps } from 'next';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { CheckoutSummary } from '@/components/checkout/checkout-summary';
import { OrderItems } from '@/components/checkout/order-items';
import { SeoHead } from '@/components/layout/seo-head';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LocalizedLink } from '@/components/ui/localized-link';
import { Price } from '@/components/ui/price';
import { formatCountry } from '@/lib/format';
import { formatPostalCode } from '@/lib/postal-code';
import { getPageProps, type BasePageProps, type ServedProps } from '@/server/page-props';
import { lookUpOrder } from '@/server/order-lookups';
import { toOrderDetails, type OrderDetails } from '@/services/purchase/models';
import { useLocale } from '@/components/ui/use-locale';
import { useAppDispatch } from '@/store/hooks';
import { orderConfirmed } from '@/store/page-events';
import { theme } from '@/styles/theme';

const Card = styled.section`
  max-width: ${theme.maxWidth.small};
  margin: 32px auto;
  padding: 24px;
  border-radius: ${theme.radius.default};
  background: ${theme.colors.base1};
  box-shadow: ${theme.shadow.card};
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 6px 12px;
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 700;
  }
  address {
    font-style: normal;
    line-height: 1.6;
  }
`;

interface Props extends BasePageProps {
  /** null when the order cannot be shown now: the service did not answer (503) or too many look-ups (429). */
  order: OrderDetails | null;
  unavailable?: 'service' | 'rate-limited';
}

export default function ThankYouPage({ seo, order, unavailable }: Props) {
  const { t } = useT();
  if (!order) {
    return (
      <Container>
        <SeoHead title={t('thankyou::pageTitle')} description={t('thankyou::pageTitle')} seo={seo} noindex />
        <Card role="alert">
          <h1>{t('thankyou::unavailableTitle')}</h1>
          <p>{t(unavailable === 'rate-limited' ? 'thankyou::tooManyLookups' : 'thankyou::unavailable')}</p>
        </Card>
      </Container>
    );
  }
  return <OrderConfirmation seo={seo} order={order} />;
}

function OrderConfirmation({ seo, order }: { seo: BasePageProps['seo']; order: OrderDetails }) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const locale = useLocale();
  useEffect(() => {
    // Listeners start a new cart once per order and track the purchase once consent is known.
    dispatch(orderConfirmed({ order, locale }));
  }, [dispatch, order, locale]);
  const address = order.shippingAddress;
  const summary = {
    subtotal: order.subtotalAmount,
    shipping: order.totalShippingAmount,
    discount: order.discountAmount,
    total: order.totalAmount,
    ...(order.rebateCode ? { rebateCode: order.rebateCode } : {}),
  };
  return (
    <Container>
      <SeoHead title={t('thankyou::pageTitle')} description={t('thankyou::pageTitle')} seo={seo} noindex />
      <Card aria-labelledby="thanks">
        <h1 id="thanks">{t('thankyou::title')}</h1>
        <p>{t('thankyou::lead', { email: order.email })}</p>
        <dl>
          <dt>{t('thankyou::orderId')}</dt>
          <dd>{order.orderId}</dd>
        </dl>
        <h2 id="order-items">{t('thankyou::items')}</h2>
        <OrderItems items={order.items} labelledBy="order-items" />
        <CheckoutSummary summary={summary} paid />
        <dl>
          <dt>{t('thankyou::vat')}</dt>
          <dd>
            <Price money={order.totalVatAmount} />
          </dd>
        </dl>
        <h2>{t('thankyou::deliveryAddress')}</h2>
        <address>
          {address.fullName}
          <br />
          {address.streetAddress}
          <br />
          {formatPostalCode(address.postalCode, address.country)} {address.city}
          <br />
          {formatCountry(address.country, locale)}
        </address>
        <p>
          <ButtonLink as={LocalizedLink} to="/" $fullWidth>
            {t('thankyou::continue')}
          </ButtonLink>
        </p>
      </Card>
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = (context) =>
  getPageProps<{ order: OrderDetails | null; unavailable?: 'service' | 'rate-limited' }>(context, {
    routeKey: '/cart/checkout/thankyou/',
    pageType: 'checkout',
    personal: true,
    load: async (ctx) => {
      const orderId = context.query.orderId;
      // Anyone but the shopper who placed the order gets the unknown-order 404; misses are rate-limited (server/order-lookups.ts).
      try {
        const result = await lookUpOrder(context.req, ctx, ctx.cookies.userId, orderId);
        if (result.kind === 'rate-limited') {
          context.res.statusCode = 429;
          context.res.setHeader('Retry-After', String(result.retryAfter));
          return { props: { order: null, unavailable: 'rate-limited' } };
        }
        if (result.kind === 'not-found') return { notFound: true };
        return { props: { order: toOrderDetails(result.value) } };
      } catch (error) {
        ctx.log.error({ err: error instanceof Error ? error.message : String(error), orderId }, 'order lookup failed');
        context.res.statusCode = 503;
        return { props: { order: null, unavailable: 'service' } };
      }
    },
  });
