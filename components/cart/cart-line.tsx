import type { ParseKeys } from 'i18next';
import type { Ref } from 'react';
import dynamic from 'next/dynamic';
import Image from 'next/image';
import styled from 'styled-components';
import { tint } from '@/components/ui/tint';
import { useT } from '@/components/i18n/use-t';
import { LocalizedLink } from '@/components/ui/localized-link';
import { Price } from '@/components/ui/price';
import { stockStatus } from '@/lib/catalog/stock-status';
import { savedDesignLink } from '@/lib/dyo/links';
import { NOTICE_ID } from '@/components/layout/form-notice';
import { PressFields } from '@/components/forms/press-fields';
import { selectCart, type CartItem } from '@/store/cart-slice';
import { useAppSelector } from '@/store/hooks';
import { PreOrderNote } from './pre-order-note';
import { QuantityStepper } from './quantity-stepper';
import { theme, up } from '@/styles/theme';

/**
 * The picture's width (px). A design's picture is what the shopper checks before paying (its text, its crop), so it is
 * larger than a catalog thumbnail: 144 px on a phone, 200 px from 768 px, 96 px in the mini cart (a catalog
 * picture: 96, and 64 in the mini cart), and keeps the preview's portrait shape (3:4) rather than a square.
 */
function thumbWidth(compact: boolean, design: boolean, wide: boolean): number {
  if (compact) return design ? 96 : 64;
  if (!design) return 96;
  return wide ? 200 : 144;
}

const columns = (compact: boolean, card: boolean, design: boolean, wide: boolean) =>
  card ? '1fr' : `${thumbWidth(compact, design, wide)}px 1fr`;

const Row = styled.li<{ $compact: boolean; $card: boolean; $design: boolean }>`
  display: grid;
  grid-template-columns: ${({ $compact, $card, $design }) => columns($compact, $card, $design, false)};
  ${up('md')} {
    grid-template-columns: ${({ $compact, $card, $design }) => columns($compact, $card, $design, true)};
  }
  gap: 12px;
  padding: 12px 0;
  border-bottom: 1px solid ${theme.colors.base3};
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.div<{ $card: boolean; $design: boolean }>`
  position: relative;
  align-self: start;
  aspect-ratio: ${({ $card, $design }) => ($card ? '16 / 9' : $design ? '3 / 4' : '1')};
  border-radius: ${theme.radius.small};
  overflow: hidden;
  background: ${theme.colors.base2};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Title = styled(LocalizedLink)`
  font-weight: 700;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.ink500};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Remove = styled.button`
  min-height: 40px;
  padding: 0 8px;
  border: 0;
  background: transparent;
  color: ${theme.colors.ink700};
  text-decoration: underline;
  cursor: pointer;
`;

const ErrorText = styled.p`
  margin: 0;
  padding: 6px 10px;
  ${tint('coral100', 'danger')}
  font-size: ${theme.font.size.sm};
  font-weight: 700;
`;

const Stock = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.warning};
`;

// What a design shows, loaded only for lines that hold one (out of the shared bundle).
const DesignSummary = dynamic(() => import('@/components/dyo/design-summary'), { ssr: false });
const DesignMeta = styled(DesignSummary)`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.ink500};
`;

const CART_QUANTITY_ACTION = '/api/forms/cart/quantity/';
const CART_REMOVE_ACTION = '/api/forms/cart/remove/';

/** The hidden fields a cart line's forms send: which line, whose cart, and what every press sends. */
function LineFields({ item, from, fragment }: { item: CartItem; from?: number; fragment?: string }) {
  const cartId = useAppSelector(selectCart).id ?? '';
  return (
    <>
      <input type="hidden" name="articleId" value={item.article.articleId} />
      {item.article.dyoId ? <input type="hidden" name="dyoId" value={item.article.dyoId} /> : null}
      <input type="hidden" name="cartId" value={cartId} />
      {from !== undefined ? <input type="hidden" name="from" value={from} /> : null}
      <PressFields fragment={fragment} />
    </>
  );
}

interface Props {
  item: CartItem;
  compact?: boolean;
  /** Error of the checkout for this line (out of stock, not for sale), as a translation key. */
  checkoutError?: ParseKeys | null;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  /** 'card' (feature flag new-product-card): a wide image above the text, as on the new product cards. */
  layout?: 'row' | 'card';
}

function thumbSizes(card: boolean, compact: boolean, design: boolean): string {
  if (card) return '420px';
  if (compact || !design) return `${thumbWidth(compact, design, false)}px`;
  return `(min-width: 768px) ${thumbWidth(false, true, true)}px, ${thumbWidth(false, true, false)}px`;
}

/** One cart line: image or design preview, title, variant, prices, stepper, remove, and its own error. */
export function CartLine({ item, compact = false, checkoutError, onQuantity, onRemove, layout = 'row' }: Props) {
  const { t } = useT();
  const { article, quantity } = item;
  const busy = item.status === 'pending' || item.status === 'pending_new_item';
  const variant = article.properties
    .filter((p) => p.name !== 'condition')
    .map((p) => p.value)
    .join(', ');
  const condition = article.properties.find((p) => p.name === 'condition')?.value;
  const image = article.dyoImageUrl ?? article.imageUrl;
  // A design leads back to its engine to be changed; other items to their product page.
  const design = article.dyoId ? savedDesignLink(article.articleId, article.dyoId) : null;
  // The one stock rule (docs/spec.md §5): a pre-order shows its day, a limited stock how few are left.
  const stock = stockStatus(article);
  return (
    <Row
      $compact={compact}
      $card={layout === 'card'}
      $design={Boolean(article.dyoImageUrl)}
      aria-busy={busy}
      data-testid={`cart-line-${item.key}`}
      data-layout={layout}
    >
      <Thumb $card={layout === 'card'} $design={Boolean(article.dyoImageUrl)}>
        <Image
          src={image}
          alt={article.dyoImageUrl ? t('cart::designPreview', { title: article.title }) : ''}
          fill
          sizes={thumbSizes(layout === 'card', compact, Boolean(article.dyoImageUrl))}
          unoptimized={Boolean(article.dyoImageUrl)}
          style={{ objectFit: article.dyoImageUrl ? 'contain' : 'cover' }}
        />
      </Thumb>
      <Body>
        <Title
          to={design?.routeKey ?? '/product/'}
          segments={design ? undefined : [article.articleId, article.slug]}
          query={design?.query}
          data-line-title
        >
          {article.title}
        </Title>
        {article.dyoId ? <DesignMeta dyoId={article.dyoId} /> : variant ? <Meta>{variant}</Meta> : null}
        {condition === 'refurb' || condition === 'used' ? <Meta>{t(`cart::condition::${condition}`)}</Meta> : null}
        <Meta>
          {t('cart::unitPrice')}: <Price money={article.price} />
          {quantity > 1 ? (
            <>
              {' · '}
              {t('cart::lineTotal')}: <Price money={{ ...article.price, amount: article.price.amount * quantity }} />
            </>
          ) : null}
        </Meta>
        {stock.status === 'pre_order' && stock.availableFrom ? <PreOrderNote availabilityDate={stock.availableFrom} /> : null}
        {stock.status === 'limited_stock' ? <Stock>{t('cart::fewLeft', { count: article.stock })}</Stock> : null}
        {article.notForSale ? (
          <ErrorText data-not-for-sale={article.notForSale}>{t(`cart::notForSale::${article.notForSale}`)}</ErrorText>
        ) : null}
        {item.error ? <ErrorText role="alert">{t(`cart::errors::${item.error}`)}</ErrorText> : null}
        {checkoutError ? <ErrorText role="alert">{t(checkoutError)}</ErrorText> : null}
        <Controls>
          {/* Forms, so +/− and remove work before and without JavaScript (server/forms/cart.ts). */}
          <form method="post" action={CART_QUANTITY_ACTION}>
            <LineFields item={item} from={quantity} />
            <QuantityStepper
              value={quantity}
              max={Math.max(1, article.stock)}
              label={article.title}
              disabled={busy}
              onChange={(next) => onQuantity(item, next)}
            />
          </form>
          <form method="post" action={CART_REMOVE_ACTION}>
            <LineFields item={item} fragment={`#${NOTICE_ID}`} />
            <Remove
              type="submit"
              // Only announced as unavailable while busy: a disabled button would drop keyboard focus to the body.
              aria-disabled={busy || undefined}
              onClick={(event) => {
                event.preventDefault();
                if (!busy) onRemove(item);
              }}
              aria-label={t('cart::removeItem', { title: article.title })}
            >
              {t('cart::remove')}
            </Remove>
          </form>
        </Controls>
      </Body>
    </Row>
  );
}

interface ListProps extends Omit<Props, 'item' | 'checkoutError'> {
  items: readonly CartItem[];
  listRef: Ref<HTMLUListElement>;
  /** A line's checkout error (out of stock), as a translation key. */
  lineError?: (item: CartItem) => ParseKeys | null;
  className?: string;
  'aria-label'?: string;
}

/** A cart's lines: the cart page's, the checkout's and the mini cart's. */
export function CartLines({ items, listRef, lineError, className, 'aria-label': label, ...line }: ListProps) {
  return (
    <List ref={listRef} className={className} aria-label={label}>
      {items.map((item) => (
        <CartLine key={item.key} item={item} checkoutError={lineError?.(item)} {...line} />
      ))}
    </List>
  );
}
