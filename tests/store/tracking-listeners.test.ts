import { makeStore } from '@/store/store';
import { addToCart, changeQuantity, removeFromCart } from '@/store/cart-thunks';
import { startCheckout } from '@/store/checkout-slice';
import type { DataLayerEvent } from '@/lib/tracking/events';
import type { Market } from '@/lib/locales';
import type { CartArticle, ServerCart } from '@/services/purchase/models';

const article: CartArticle = {
  articleId: 'A1',
  legacyArticleId: 'L1',
  title: 'Lamp',
  brand: 'Lumo',
  slug: 'lamp',
  price: { amount: 12_990, currency: 'NOK' },
  imageUrl: 'http://img/1',
  properties: [],
  stock: 50,
};
const cart = (quantity: number): ServerCart => ({ id: 'c1', items: quantity ? [{ article, quantity }] : [] });

const checkoutAnswer = {
  checkout: { snippet: '<div></div>' },
  summary: { subtotal: article.price, shipping: article.price, discount: article.price, total: { amount: 40_000, currency: 'NOK' } },
};

function setup(market: Market = 'NO') {
  const pushed: DataLayerEvent[] = [];
  let lines = 0;
  const store = makeStore(undefined, {
    identity: { userId: () => 'u1', cartId: () => 'c1', ensureCartId: () => 'c1', renewCartId: () => 'c2' },
    purchase: {
      getCart: async () => cart(lines),
      // The cart form's JSON answer (server/forms/cart.ts), on a cart of one article.
      press: async (action: string, fields: Record<string, string>) => {
        if (action === 'add') lines += Number(fields.quantity);
        if (action === 'quantity') lines = Number(fields.to);
        if (action === 'remove') lines = 0;
        if (action === 'rebate') return { notice: 'rebate-applied', cart: null, checkout: checkoutAnswer };
        return { notice: null, cart: cart(lines) };
      },
      checkout: async () => checkoutAnswer,
      order: async () => {
        throw new Error('unused');
      },
    } as never,
    tracking: { market: () => market, push: (event) => void pushed.push(event) },
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { store, pushed, settle };
}

describe('tracking listeners', () => {
  it('add to cart pushes add_to_cart with major-unit prices and the market store id', async () => {
    const { store, pushed, settle } = setup('NO');
    await store.dispatch(addToCart({ article, quantity: 2 }));
    await settle();
    expect(pushed).toEqual([
      {
        event: 'add_to_cart',
        store_id: 'sco-nordfynd-04',
        ecommerce: {
          currency: 'NOK',
          value: 259.8,
          items: [{ item_id: 'A1', item_name: 'Lamp', item_brand: 'Lumo', price: 129.9, quantity: 2 }],
        },
      },
    ]);
  });

  it('the stepper tracks the difference as add_to_cart or remove_from_cart', async () => {
    const { store, pushed, settle } = setup('DK');
    await store.dispatch(addToCart({ article, quantity: 1 }));
    await store.dispatch(changeQuantity({ key: 'A1', article, from: 1, to: 3 }));
    await store.dispatch(changeQuantity({ key: 'A1', article, from: 3, to: 2 }));
    await settle();
    expect(pushed.map((e) => [e.event, (e.ecommerce as { items: { quantity: number }[] }).items[0]!.quantity, e.store_id])).toEqual([
      ['add_to_cart', 1, 'sco-nordfynd-03'],
      ['add_to_cart', 2, 'sco-nordfynd-03'],
      ['remove_from_cart', 1, 'sco-nordfynd-03'],
    ]);
  });

  it('removing a line tracks its whole quantity; a failed call tracks nothing', async () => {
    const { store, pushed, settle } = setup('SE');
    await store.dispatch(addToCart({ article, quantity: 3 }));
    await store.dispatch(removeFromCart({ key: 'A1', article }));
    await settle();
    expect(pushed[1]).toMatchObject({
      event: 'remove_from_cart',
      store_id: 'sco-nordfynd-01',
      ecommerce: { value: 389.7, items: [{ quantity: 3 }] },
    });
    const failing = makeStore(undefined, {
      identity: { userId: () => 'u1', cartId: () => 'c1', ensureCartId: () => 'c1', renewCartId: () => 'c2' },
      purchase: {
        press: async () => ({ notice: 'cart-reset', cart: null, failure: { code: 'UNKNOWN_ERROR', banner: null, resetCart: true } }),
        getCart: async () => cart(0),
      } as never,
      tracking: { market: () => 'SE', push: (event) => void pushed.push(event) },
    });
    await failing.dispatch(addToCart({ article }));
    await settle();
    expect(pushed).toHaveLength(2);
  });

  it('begin_checkout is pushed once per checkout, with the checkout total', async () => {
    const { store, pushed, settle } = setup('FI');
    await store.dispatch(addToCart({ article, quantity: 1 }));
    await store.dispatch(startCheckout({ confirmationUrl: '/tack/' }));
    await store.dispatch(startCheckout({ confirmationUrl: '/tack/', rebateCode: 'X' }));
    await settle();
    const checkouts = pushed.filter((e) => e.event === 'begin_checkout');
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]).toMatchObject({
      store_id: 'sco-nordfynd-02',
      ecommerce: { value: 400, items: [{ item_id: 'A1', price: 129.9 }] },
    });
  });
});
