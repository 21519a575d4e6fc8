/** SPEC §5 checkout error mapping, by the server's message. */
import { isHttpError } from '@/lib/http/errors';

export type CheckoutErrorCode = 'OutOfStock' | 'NOT_FOR_SALE' | 'REBATE_CODE_INVALID' | 'REBATE_CODE_EXPIRED' | 'EMPTY_CART' | 'UNKNOWN_ERROR';

export interface CheckoutFailure {
  code: CheckoutErrorCode;
  /** For OutOfStock: the legacy product id named after "LegacyProductId" in the message. */
  legacyProductId?: string;
}

const NOT_FOR_SALE = ['No or invalid price on product', 'Product not buyable or bookable', 'Product not avaialable'];

export function mapCheckoutError(error: unknown): CheckoutFailure {
  const message = error instanceof Error ? error.message : '';
  if (message.includes('Out of stock')) {
    const legacyProductId = /LegacyProductId[\s:=#]*([A-Za-z0-9-]+)/.exec(message)?.[1];
    return { code: 'OutOfStock', legacyProductId };
  }
  if (NOT_FOR_SALE.some((text) => message.includes(text))) return { code: 'NOT_FOR_SALE' };
  // Not in the spec's table, but a shopper must hear why a code was refused.
  if (isHttpError(error) && error.code === 'REBATE_CODE_EXPIRED') return { code: 'REBATE_CODE_EXPIRED' };
  if (isHttpError(error) && error.code === 'REBATE_CODE_INVALID') return { code: 'REBATE_CODE_INVALID' };
  if (isHttpError(error) && error.kind === 'bad-request' && /empty/i.test(message)) return { code: 'EMPTY_CART' };
  return { code: 'UNKNOWN_ERROR' };
}
