import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { PreOrderNote } from '@/components/cart/pre-order-note';
import { LineList } from '@/components/ui/line-list';
import { LocalizedLink } from '@/components/ui/localized-link';
import { Price } from '@/components/ui/price';
import type { OrderDetails } from '@/services/purchase/models';
import { theme } from '@/styles/theme';

const List = styled(LineList)`
  .thumb {
    display: block;
    width: 64px;
    height: 64px;
    border-radius: ${theme.radius.small};
    background: ${theme.colors.base2};
    object-fit: cover;
  }
  .thumb[data-design] {
    object-fit: contain;
  }
  .body {
    display: grid;
    gap: 4px;
    min-width: 0;
  }
  .title {
    font-weight: 700;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  .meta {
    margin: 0;
    font-size: ${theme.font.size.sm};
    color: ${theme.colors.ink500};
  }
  .line-total {
    font-weight: 700;
    white-space: nowrap;
  }
`;

/** The ordered lines on the order confirmation: picture (the design preview of a DYO line), title, quantity and price. */
export function OrderItems({ items, labelledBy }: { items: OrderDetails['items']; labelledBy: string }) {
  const { t } = useT();
  return (
    <List aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.dyoId ? `${item.articleId}-${item.dyoId}` : item.articleId}>
          {/* A plain <img>: product pictures are SVGs and design previews PNGs that next/image serves unoptimized
              anyway, and this page's budget has no room for its runtime. */}
          <img
            className="thumb"
            data-design={item.dyoImageUrl ? '' : undefined}
            src={item.dyoImageUrl ?? item.imageUrl}
            alt={item.dyoImageUrl ? t('cart::designPreview', { title: item.title }) : ''}
            width={64}
            height={64}
            decoding="async"
          />
          <div className="body">
            {item.slug && !item.dyoId ? (
              <LocalizedLink className="title" to="/product/" segments={[item.articleId, item.slug]}>
                {item.title}
              </LocalizedLink>
            ) : (
              <span className="title">{item.title}</span>
            )}
            {item.availabilityDate ? <PreOrderNote availabilityDate={item.availabilityDate} /> : null}
            <p className="meta">
              {t('thankyou::quantity', { quantity: item.quantity })} · {t('cart::unitPrice')}: <Price money={item.unitPrice} />
            </p>
          </div>
          <Price className="line-total" money={{ ...item.unitPrice, amount: item.unitPrice.amount * item.quantity }} />
        </li>
      ))}
    </List>
  );
}
