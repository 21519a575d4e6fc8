import type { CartArticle, ServerCart } from '@/services/purchase/models';
import type { IdentityApi, ThunkExtra } from '@/store/thunk-extra';

/** A cart article with sensible defaults. */
export function article(articleId: string, overrides: Partial<CartArticle> = {}): CartArticle {
  return {
    articleId,
    legacyArticleId: `L${articleId}`,
    title: `Article ${articleId}`,
    brand: 'Brand',
    slug: `article-${articleId}`,
    price: { amount: 19900, currency: 'SEK' },
    imageUrl: `http://img/${articleId}.svg`,
    properties: [],
    stock: 20,
    ...overrides,
  };
}

export function serverCart(lines: [CartArticle, number][], id = 'cart-1'): ServerCart {
  return { id, items: lines.map(([a, quantity]) => ({ article: a, quantity })) };
}

export function fakeIdentity(
  ids: { userId?: string; cartId?: string } = { userId: 'user-1', cartId: 'cart-1' },
): IdentityApi & { renewed: number } {
  let cartId = ids.cartId;
  const identity = {
    renewed: 0,
    userId: () => ids.userId,
    cartId: () => cartId,
    ensureCartId: () => (cartId ??= 'created-cart'),
    renewCartId: () => {
      identity.renewed += 1;
      cartId = `renewed-${identity.renewed}`;
      return cartId;
    },
  };
  return identity;
}

type Purchase = ThunkExtra['purchase'];

/** A purchase API double: each method is a jest.fn the test programs. */
export function fakePurchase(overrides: Partial<Record<keyof Purchase, jest.Mock>> = {}) {
  const fail = () => jest.fn().mockRejectedValue(new Error('not programmed'));
  return {
    getCart: fail(),
    press: fail(),
    checkout: fail(),
    ...overrides,
  } satisfies Record<keyof Purchase, jest.Mock>;
}
