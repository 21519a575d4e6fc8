import { HttpError, type HttpErrorKind } from '@/lib/http/errors';
import { mapCartError, type CartFailure, type CartOperation } from '@/services/purchase/cart-errors';

const http = (kind: HttpErrorKind, message = 'x', extra: { status?: number; code?: string } = {}) =>
  new HttpError({ kind, message, ...extra });
const NET = 'errors::CLIENT_CONNECTION_ERROR';
const DOWN = 'errors::Cart-service unavailable';
const AGAIN = 'errors::Unfortunately you will have to add your items to the cart again';

describe('docs/spec.md §8 cart error mapping', () => {
  it.each<[string, unknown, CartOperation, CartFailure]>([
    ['failed to fetch (add)', http('network', 'Failed to fetch'), 'add', { code: 'UNKNOWN_ERROR', banner: NET, resetCart: false }],
    ['failed to fetch (remove)', http('network', 'Failed to fetch'), 'remove', { code: 'UNKNOWN_ERROR', banner: NET, resetCart: false }],
    [
      'failed to fetch (fetch cart)',
      http('network', 'Failed to fetch'),
      'fetch',
      { code: 'SERVICE_UNAVAILABLE', banner: NET, resetCart: false },
    ],
    [
      'connection refused',
      http('http', 'Cart-service unavailable', { status: 503, code: 'ECONNREFUSED' }),
      'add',
      { code: 'SERVICE_UNAVAILABLE', banner: DOWN, resetCart: false },
    ],
    [
      'host unreachable',
      http('http', 'Cart-service unavailable', { status: 503, code: 'EHOSTUNREACH' }),
      'remove',
      { code: 'SERVICE_UNAVAILABLE', banner: DOWN, resetCart: false },
    ],
    [
      'connection reset',
      http('http', 'Cart-service unavailable', { status: 503, code: 'ECONNRESET' }),
      'add',
      { code: 'SERVICE_UNAVAILABLE', banner: DOWN, resetCart: false },
    ],
    [
      'upstream timeout',
      http('http', 'Cart-service unavailable', { status: 503, code: 'ETIMEDOUT' }),
      'fetch',
      { code: 'SERVICE_UNAVAILABLE', banner: DOWN, resetCart: false },
    ],
    ['timeout in the browser', http('timeout'), 'add', { code: 'SERVICE_UNAVAILABLE', banner: DOWN, resetCart: false }],
    [
      'refused seen directly',
      http('network', 'fetch failed', { code: 'ECONNREFUSED' }),
      'add',
      { code: 'SERVICE_UNAVAILABLE', banner: DOWN, resetCart: false },
    ],
    [
      '409 not enough stock',
      http('conflict', 'NotEnoughStock: only 2 left', { status: 409 }),
      'add',
      { code: 'NOT_ENOUGH_STOCK', banner: null, resetCart: false },
    ],
    [
      '409 out of stock',
      http('conflict', 'Out of stock LegacyProductId 123', { status: 409 }),
      'add',
      { code: 'OUT_OF_STOCK', banner: null, resetCart: false },
    ],
    [
      '404 on add',
      http('not-found', 'Article not found', { status: 404 }),
      'add',
      { code: 'UNABLE_TO_ADD_ARTICLE', banner: null, resetCart: false },
    ],
    [
      '400 on add',
      http('bad-request', 'Invalid body', { status: 400 }),
      'add',
      { code: 'UNABLE_TO_ADD_ARTICLE', banner: null, resetCart: false },
    ],
    [
      '404 on remove',
      http('not-found', 'Article not in cart', { status: 404 }),
      'remove',
      { code: 'UNABLE_TO_REMOVE_ARTICLE', banner: null, resetCart: false },
    ],
    [
      '409 on remove',
      http('conflict', 'Locked', { status: 409 }),
      'remove',
      { code: 'UNABLE_TO_REMOVE_ARTICLE', banner: null, resetCart: false },
    ],
    ['500 on add', http('http', 'boom', { status: 500 }), 'add', { code: 'UNKNOWN_ERROR', banner: AGAIN, resetCart: true }],
    [
      '502 on remove',
      http('bad-gateway', 'bad gateway', { status: 502 }),
      'remove',
      { code: 'UNKNOWN_ERROR', banner: AGAIN, resetCart: true },
    ],
    ['unexpected body', http('invalid-response'), 'fetch', { code: 'UNKNOWN_ERROR', banner: AGAIN, resetCart: true }],
    ['a redirect', http('redirect', 'moved', { status: 302 }), 'add', { code: 'UNKNOWN_ERROR', banner: AGAIN, resetCart: true }],
    [
      '403 not your cart on fetch',
      http('http', 'Not your cart', { status: 403 }),
      'fetch',
      { code: 'UNKNOWN_ERROR', banner: AGAIN, resetCart: true },
    ],
    [
      'fetch cart with a type error',
      new TypeError('x is undefined'),
      'fetch',
      { code: 'SERVICE_UNAVAILABLE', banner: DOWN, resetCart: false },
    ],
    ['a non-HTTP error on add', new Error('weird'), 'add', { code: 'UNKNOWN_ERROR', banner: AGAIN, resetCart: true }],
    ['an aborted call', http('aborted'), 'add', { code: 'UNKNOWN_ERROR', banner: null, resetCart: false }],
  ])('%s', (_, error, operation, expected) => {
    expect(mapCartError(error, operation)).toEqual(expected);
  });
});
