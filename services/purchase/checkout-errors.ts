/**
 * docs/spec.md §5 checkout error mapping: which rule a failed checkout matches (by the server's message, case-insensitive like the cart's,
 * or by its code) decides the code the page shows; one exhaustive switch builds the failure.
 */
import { isHttpError } from '@/lib/http/errors';

export const CHECKOUT_ERROR_CODES = [
  'OutOfStock',
  'NOT_FOR_SALE',
  'REBATE_CODE_INVALID',
  'REBATE_CODE_EXPIRED',
  'EMPTY_CART',
  'UNKNOWN_ERROR',
] as const;
type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[number];

export interface CheckoutFailure {
  code: CheckoutErrorCode;
  /** For OutOfStock: the legacy product id named after "LegacyProductId" in the message. */
  legacyProductId?: string;
}

const NOT_FOR_SALE = /no or invalid price on product|product not buyable or bookable|product not avaialable/i;

/** The spec's rows, first match wins; anything else is UNKNOWN_ERROR. */
const RULES: readonly { code: Exclude<CheckoutErrorCode, 'UNKNOWN_ERROR'>; matches: (error: unknown, message: string) => boolean }[] = [
  { code: 'OutOfStock', matches: (_, message) => /out of stock/i.test(message) },
  { code: 'NOT_FOR_SALE', matches: (_, message) => NOT_FOR_SALE.test(message) },
  // Not in the spec's table, but a shopper must hear why a code was refused.
  { code: 'REBATE_CODE_EXPIRED', matches: (error) => isHttpError(error) && error.code === 'REBATE_CODE_EXPIRED' },
  { code: 'REBATE_CODE_INVALID', matches: (error) => isHttpError(error) && error.code === 'REBATE_CODE_INVALID' },
  { code: 'EMPTY_CART', matches: (error, message) => isHttpError(error) && error.kind === 'bad-request' && /empty/i.test(message) },
];

export function mapCheckoutError(error: unknown): CheckoutFailure {
  const message = error instanceof Error ? error.message : '';
  const code = RULES.find((rule) => rule.matches(error, message))?.code ?? 'UNKNOWN_ERROR';
  switch (code) {
    case 'OutOfStock':
      return { code, legacyProductId: /LegacyProductId[\s:=#]*([A-Za-z0-9-]+)/i.exec(message)?.[1] };
    case 'NOT_FOR_SALE':
    case 'REBATE_CODE_EXPIRED':
    case 'REBATE_CODE_INVALID':
    case 'EMPTY_CART':
    case 'UNKNOWN_ERROR':
      return { code };
  }
}
