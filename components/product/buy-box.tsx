import { useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { useFormKey } from '@/components/ui/form-key';
import { useCurrentPath } from '@/components/ui/use-current-path';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { cartArticleFromArticle } from '@/store/cart-article';
import type { Availability } from '@/lib/catalog/stock-status';
import { StickyBuyBar } from './sticky-buy-bar';
import type { WireArticle } from '@/services/catalog/types';
import type { CartErrorCode } from '@/lib/notices';
import { addToCart } from '@/store/cart-thunks';
import { useAppDispatch } from '@/store/hooks';
import { theme } from '@/styles/theme';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin: 16px 0;
  label {
    display: grid;
    gap: 4px;
    font-weight: 700;
  }
  input {
    width: 88px;
    height: ${theme.button.height};
    padding: 0 10px;
    border: 1px solid ${theme.colors.base4};
    border-radius: ${theme.radius.small};
  }
`;

const Message = styled.p<{ $error?: boolean }>`
  flex-basis: 100%;
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success)};
  font-weight: 700;
`;

type Status = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added' } | { kind: 'failed'; code: CartErrorCode };

/** Clamp a typed quantity to 1 … max (the availability's maxQuantity). */
function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.max(1, Math.min(Math.floor(value), Math.max(1, max)));
}

/** The add-to-cart form's route (server/forms/cart.ts). */
const ADD_TO_CART_ACTION = '/api/forms/cart/add/';

/**
 * Quantity and add-to-cart, as the one availability rule says (lib/catalog/stock-status.ts): the quantity
 * capped at its maxQuantity; what cannot be ordered has no quantity field and a disabled button. A real form:
 * before and without JavaScript the browser posts it (the server adds, 303s back with a notice; the
 * one-time key makes a second delivery a no-op); with JavaScript the press is handled here (no reload).
 * The phone's sticky buy bar submits this same form.
 */
export function BuyBox({ article, availability }: { article: WireArticle; availability: Availability }) {
  const { t } = useT('catalog');
  const { t: tShell } = useT();
  const dispatch = useAppDispatch();
  const formKey = useFormKey();
  const returnTo = useCurrentPath();
  const locale = useRouter().locale ?? '';
  const formId = `buy-box-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const max = availability.maxQuantity;
  const buyable = availability.orderable;
  const [quantity, setQuantity] = useState(1);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // A typed quantity above what can be ordered is cut to it, and the shopper is told (never silently).
  const [capped, setCapped] = useState(false);
  // The cap is the stock, or the shop's most per order when more are in stock: its words say which.
  const byStock = max >= Math.floor(article.stock);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // One press at a time: the buttons stay focusable (aria-disabled) while adding.
    if (!buyable || status.kind === 'adding') return;
    setStatus({ kind: 'adding' });
    const result = await dispatch(
      addToCart({ article: cartArticleFromArticle(article, undefined, availability.stock), quantity: clampQuantity(quantity, max) }),
    );
    if (addToCart.fulfilled.match(result)) setStatus({ kind: 'added' });
    else setStatus({ kind: 'failed', code: result.payload?.failure.code ?? 'UNKNOWN_ERROR' });
  };

  const label = !buyable
    ? t('product::soldOut')
    : status.kind === 'adding'
      ? t('product::adding')
      : availability.status === 'pre_order'
        ? t('product::preOrder')
        : t('product::addToCart');
  const message =
    status.kind === 'added'
      ? t('product::added')
      : status.kind === 'failed'
        ? tShell(`cart::errors::${status.code}`)
        : capped
          ? t(byStock ? 'product::capped' : 'product::cappedPerOrder', { count: max })
          : '';
  return (
    <>
      <Form id={formId} ref={formRef} method="post" action={ADD_TO_CART_ACTION} onSubmit={onSubmit}>
        <input type="hidden" name="articleId" value={article.articleId} />
        <input type="hidden" name="key" value={formKey} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="locale" value={locale} />
        {max > 0 ? (
          <label>
            {t('product::quantity')}
            <input
              type="number"
              name="quantity"
              min={1}
              max={max}
              step={1}
              inputMode="numeric"
              value={quantity}
              aria-describedby="quantity-max"
              onChange={(event) => {
                const typed = Number(event.target.value);
                setCapped(Number.isFinite(typed) && Math.floor(typed) > max);
                setStatus({ kind: 'idle' });
                setQuantity(clampQuantity(typed, max));
              }}
            />
          </label>
        ) : null}
        {/* aria-disabled, not disabled, while adding: a disabled button would drop the keyboard focus to the page. */}
        <Button type="submit" disabled={!buyable} aria-disabled={!buyable || status.kind === 'adding' || undefined}>
          {label}
        </Button>
        {max > 0 ? (
          <span id="quantity-max" className="visually-hidden">
            {t(byStock ? 'product::maxInStock' : 'product::maxQuantity', { count: max })}
          </span>
        ) : null}
        <Message role="status" $error={status.kind === 'failed'}>
          {message}
        </Message>
      </Form>
      {buyable ? (
        <StickyBuyBar watch={formRef} formId={formId} label={label} price={article.price} note={message} busy={status.kind === 'adding'} />
      ) : null}
    </>
  );
}
