import dynamic from 'next/dynamic';
import Image from 'next/image';
import styled from 'styled-components';
import { useFormKey } from '@/components/ui/form-key';
import { PressFields } from '@/components/forms/press-fields';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { LineList } from '@/components/ui/line-list';
import { LocalizedLink } from '@/components/ui/localized-link';
import { isBuyable, stockStatus } from '@/lib/catalog/stock-status';
import { Price, useFormatPrice } from '@/components/ui/price';
import { cartArticleFromSummary } from '@/store/cart-article';
import type { WireArticleSummary } from '@/services/catalog/types';
import { addAllToCart, addToCart } from '@/store/cart-thunks';
import { useAppDispatch } from '@/store/hooks';
import { theme } from '@/styles/theme';

export interface SharedLine {
  articleId: string;
  dyoId: string | null;
  quantity: number;
  /** null when the article is no longer for sale (unknown or unpublished). */
  article: WireArticleSummary | null;
}

const Thumb = styled.div`
  position: relative;
  width: 72px;
  aspect-ratio: 1;
  border-radius: ${theme.radius.small};
  overflow: hidden;
  background: ${theme.colors.base2};
`;

const Meta = styled.p`
  margin: 0;
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  margin: 12px 0;
  font-size: ${theme.font.size.lg};
  font-weight: 800;
`;

const Note = styled.p`
  margin: -8px 0 12px;
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.ink500};
`;

const Gone = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-weight: 700;
`;

// A design's words and both its sides, loaded only when a line holds one.
const DesignSummary = dynamic(() => import('@/components/dyo/design-summary'), { ssr: false });
const DesignMeta = styled(DesignSummary)`
  margin: 0;
`;

/** A design shows its own preview (both sides of a garment), not the blank catalog image. */
const designPreview = (dyoId: string): string => `/api/dyo/designs/${encodeURIComponent(dyoId)}/preview.png`;

const buyable = (line: SharedLine): line is SharedLine & { article: WireArticleSummary } =>
  line.article !== null && isBuyable(stockStatus(line.article), line.article.stock);

const ADD_TO_CART_ACTION = '/api/forms/cart/add/';
const ADD_ALL_ACTION = '/api/forms/cart/add-all/';

/** The items of a shared cart, each addable on its own or all at once to the visitor's own cart (forms, enhanced). */
export function SharedCartList({ lines }: { lines: SharedLine[] }) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const formKey = useFormKey();
  const item = (line: SharedLine & { article: WireArticleSummary }) => ({
    article: cartArticleFromSummary(line.article, line.dyoId ? { dyoId: line.dyoId } : undefined),
    quantity: Math.min(line.quantity, line.article.stock),
  });
  const add = (line: SharedLine & { article: WireArticleSummary }) => dispatch(addToCart(item(line)));
  // The same "add all" form with the page's one-time key: the server adds what the cart does not hold yet (server/forms/cart.ts).
  const addAll = () => dispatch(addAllToCart({ items: lines.filter(buyable).map(item), key: formKey }));
  const anyBuyable = lines.some(buyable);
  const formatPrice = useFormatPrice();
  // What the lines that can be bought cost together, as shared (the unit price times the quantity of each).
  const priced = lines.filter(buyable);
  const total = priced[0]
    ? { ...priced[0].article.price, amount: priced.reduce((sum, l) => sum + l.article.price.amount * l.quantity, 0) }
    : null;
  return (
    <>
      <LineList data-size="large" aria-label={t('sharedCart::items')}>
        {lines.map((line) => (
          <li key={`${line.articleId}-${line.dyoId ?? ''}`}>
            <Thumb>
              {line.dyoId ? (
                <Image
                  src={designPreview(line.dyoId)}
                  alt={t('cart::designPreview', { title: line.article?.title ?? line.articleId })}
                  fill
                  sizes="72px"
                  unoptimized
                  style={{ objectFit: 'contain' }}
                />
              ) : line.article ? (
                <Image src={line.article.imageUrl} alt="" fill sizes="72px" />
              ) : null}
            </Thumb>
            <div>
              {line.article ? (
                <LocalizedLink to="/product/" segments={[line.article.articleId, line.article.slug]}>
                  {line.article.title}
                </LocalizedLink>
              ) : (
                <strong>{t('sharedCart::unknownItem', { id: line.articleId })}</strong>
              )}
              {line.article ? (
                // The unit price and the line's total told apart: "2 st × 99 kr", "Totalt: 198 kr".
                <>
                  <Meta data-unit-line>
                    {t('sharedCart::unitLine', {
                      quantity: t('sharedCart::quantity', { count: line.quantity }),
                      price: formatPrice(line.article.price),
                    })}
                  </Meta>
                  <Meta data-line-total>
                    {t('cart::lineTotal')}: <Price money={{ ...line.article.price, amount: line.article.price.amount * line.quantity }} />
                  </Meta>
                </>
              ) : (
                <Meta>{t('sharedCart::quantity', { count: line.quantity })}</Meta>
              )}
              {line.dyoId ? <DesignMeta dyoId={line.dyoId} /> : null}
              {!line.article ? <Gone>{t('sharedCart::notForSale')}</Gone> : !buyable(line) ? <Gone>{t('sharedCart::soldOut')}</Gone> : null}
            </div>
            {buyable(line) ? (
              // A form: without JavaScript the server adds it (server/forms/cart.ts) and says so on the cart page.
              <form method="post" action={ADD_TO_CART_ACTION}>
                <input type="hidden" name="articleId" value={line.article.articleId} />
                {line.dyoId ? <input type="hidden" name="dyoId" value={line.dyoId} /> : null}
                <input type="hidden" name="quantity" value={Math.min(line.quantity, line.article.stock)} />
                <input type="hidden" name="then" value="cart" />
                <PressFields />
                <Button
                  type="submit"
                  $small
                  $variant="secondary"
                  onClick={(event) => {
                    event.preventDefault();
                    void add(line);
                  }}
                  aria-label={t('sharedCart::addOne', { title: line.article.title })}
                >
                  {t('sharedCart::add')}
                </Button>
              </form>
            ) : (
              <span />
            )}
          </li>
        ))}
      </LineList>
      {total ? (
        <>
          <Total data-shared-total>
            <span>{t('sharedCart::total')}</span>
            <Price money={total} />
          </Total>
          {priced.length < lines.length ? <Note>{t('sharedCart::totalExcludes')}</Note> : null}
        </>
      ) : null}
      {anyBuyable ? (
        <form method="post" action={ADD_ALL_ACTION}>
          {lines.filter(buyable).map((line) => (
            <input
              key={`${line.articleId}-${line.dyoId ?? ''}`}
              type="hidden"
              name="item"
              value={`${line.articleId}${line.dyoId ? `~${line.dyoId}` : ''}*${Math.min(line.quantity, line.article.stock)}`}
            />
          ))}
          <PressFields />
          <Button
            type="submit"
            $fullWidth
            onClick={(event) => {
              event.preventDefault();
              void addAll();
            }}
          >
            {t('sharedCart::addAll')}
          </Button>
        </form>
      ) : null}
    </>
  );
}
