/**
 * The only codes a form's 303 may ask the next page to show (`?notice=<code>`, `notices::<code>`); a code says nothing
 * about the shopper, so a URL carrying one may be shared (docs/forms-and-enhancement.md).
 */

/** docs/spec.md §8's cart error codes, their one home (lib is the leaf); services/purchase/cart-errors.ts maps failures onto them. */
export const CART_ERROR_CODES = [
  'NOT_ENOUGH_STOCK',
  'QUANTITY_EXCEEDED_STOCK',
  'OUT_OF_STOCK',
  'SERVICE_UNAVAILABLE',
  'UNABLE_TO_ADD_ARTICLE',
  'UNABLE_TO_REMOVE_ARTICLE',
  'UNKNOWN_ERROR',
] as const;
export type CartErrorCode = (typeof CART_ERROR_CODES)[number];

const CART_NOTICES = [
  'cart-added',
  'cart-already',
  'cart-capped',
  'cart-updated',
  'cart-removed',
  'cart-reset',
  'cart-shared-in-cart',
  'rebate-applied',
  'rebate-removed',
  'rebate-invalid',
  'rebate-expired',
  'rebate-unavailable',
  'rebate-locked',
] as const;
/** The back-in-stock form of a sold-out product page (server/forms/stock-alert.ts). */
const STOCK_ALERT_NOTICES = ['stock-alert-saved', 'stock-alert-invalid', 'stock-alert-unavailable'] as const;
const CONTACT_NOTICES = ['contact-sent', 'contact-already'] as const;
const GENERIC_NOTICES = ['error', 'form-invalid', 'form-rate-limited'] as const;

export type CartErrorNotice = `cart-error-${CartErrorCode}`;
export type Notice =
  | (typeof CART_NOTICES)[number]
  | (typeof STOCK_ALERT_NOTICES)[number]
  | (typeof CONTACT_NOTICES)[number]
  | (typeof GENERIC_NOTICES)[number]
  | CartErrorNotice;

export const ALL_NOTICES: readonly Notice[] = [
  ...CART_NOTICES,
  ...STOCK_ALERT_NOTICES,
  ...CONTACT_NOTICES,
  ...GENERIC_NOTICES,
  ...CART_ERROR_CODES.map((code): CartErrorNotice => `cart-error-${code}`),
];

export function isNotice(value: unknown): value is Notice {
  return typeof value === 'string' && (ALL_NOTICES as readonly string[]).includes(value);
}

export function cartErrorNotice(code: CartErrorCode): CartErrorNotice {
  return `cart-error-${code}`;
}

/** Errors are announced assertively and styled as errors; the rest are polite status messages. */
export function isErrorNotice(notice: Notice): boolean {
  const errors: readonly Notice[] = [
    'error',
    'form-invalid',
    'form-rate-limited',
    'rebate-locked',
    'rebate-invalid',
    'rebate-expired',
    'rebate-unavailable',
    'stock-alert-invalid',
    'stock-alert-unavailable',
    'cart-reset',
  ];
  return errors.includes(notice) || notice.startsWith('cart-error-');
}
