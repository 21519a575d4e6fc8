import { HttpError } from '@/lib/http/errors';
import { mapCheckoutError } from '@/services/purchase/checkout-errors';

const conflict = (message: string, code?: string) => new HttpError({ kind: 'conflict', status: 409, message, code });

describe('docs/spec.md §5 checkout error mapping', () => {
  it.each([
    [conflict('Out of stock LegacyProductId 778899'), { code: 'OutOfStock', legacyProductId: '778899' }],
    [conflict('Out of stock, LegacyProductId: L-12'), { code: 'OutOfStock', legacyProductId: 'L-12' }],
    [conflict('Out of stock'), { code: 'OutOfStock', legacyProductId: undefined }],
    [conflict('No or invalid price on product 5'), { code: 'NOT_FOR_SALE' }],
    [conflict('Product not buyable or bookable'), { code: 'NOT_FOR_SALE' }],
    [conflict('Product not avaialable'), { code: 'NOT_FOR_SALE' }],
    [
      new HttpError({ kind: 'bad-request', status: 400, message: 'Invalid rebate code', code: 'REBATE_CODE_INVALID' }),
      { code: 'REBATE_CODE_INVALID' },
    ],
    [
      new HttpError({ kind: 'bad-request', status: 400, message: 'Rebate code expired', code: 'REBATE_CODE_EXPIRED' }),
      { code: 'REBATE_CODE_EXPIRED' },
    ],
    [new HttpError({ kind: 'bad-request', status: 400, message: 'Cart is empty', code: 'CART_EMPTY' }), { code: 'EMPTY_CART' }],
    [new HttpError({ kind: 'http', status: 500, message: 'boom' }), { code: 'UNKNOWN_ERROR' }],
    [new Error('anything'), { code: 'UNKNOWN_ERROR' }],
  ])('%s', (error, expected) => {
    expect(mapCheckoutError(error)).toEqual(expected);
  });
});
