/**
 * docs/spec.md §8 cart errors: one exhaustive mapping from a failed cart call to the error code shown next to the item, the banner shown on
 * the page and whether the cart must start over (new cart id, items cleared).
 */
import { isHttpError, isTransportErrorCode } from '@/lib/http/errors';
import type { CartErrorCode } from '@/lib/notices';

type CartBanner =
  | 'errors::CLIENT_CONNECTION_ERROR'
  | 'errors::Cart-service unavailable'
  | 'errors::Unfortunately you will have to add your items to the cart again';

export type CartOperation = 'fetch' | 'add' | 'remove';

export interface CartFailure {
  code: CartErrorCode;
  banner: CartBanner | null;
  /** A new cart id is created and the items are cleared. */
  resetCart: boolean;
}

const failure = (code: CartErrorCode, banner: CartBanner | null = null, resetCart = false): CartFailure => ({ code, banner, resetCart });
const unavailable = () => failure('SERVICE_UNAVAILABLE', 'errors::Cart-service unavailable');
const startOver = () => failure('UNKNOWN_ERROR', 'errors::Unfortunately you will have to add your items to the cart again', true);

function knownHttpError(message: string, operation: CartOperation): CartFailure {
  if (/not ?enough ?stock/i.test(message)) return failure('NOT_ENOUGH_STOCK');
  if (/out of stock/i.test(message)) return failure('OUT_OF_STOCK');
  switch (operation) {
    case 'add':
      return failure('UNABLE_TO_ADD_ARTICLE');
    case 'remove':
      return failure('UNABLE_TO_REMOVE_ARTICLE');
    case 'fetch':
      return startOver();
  }
}

export function mapCartError(error: unknown, operation: CartOperation): CartFailure {
  if (!isHttpError(error)) {
    // docs/spec.md §8: fetching the cart with a type error is ServiceUnavailable.
    if (error instanceof TypeError && operation === 'fetch') return unavailable();
    return startOver();
  }
  switch (error.kind) {
    case 'aborted':
      return failure('UNKNOWN_ERROR');
    case 'network':
      // The browser could not reach our own server at all ("Failed to fetch").
      return isTransportErrorCode(error.code)
        ? unavailable()
        : failure(operation === 'fetch' ? 'SERVICE_UNAVAILABLE' : 'UNKNOWN_ERROR', 'errors::CLIENT_CONNECTION_ERROR');
    case 'timeout':
      return unavailable();
    case 'bad-request':
    case 'not-found':
    case 'conflict':
      return knownHttpError(error.message, operation);
    case 'http':
      return isTransportErrorCode(error.code) ? unavailable() : startOver();
    case 'bad-gateway':
    case 'redirect':
    case 'invalid-response':
      return startOver();
  }
}
