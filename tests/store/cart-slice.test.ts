import { HttpError } from '@/lib/http/errors';
import { selectCartCount } from '@/store/cart-slice';
import { addToCart, changeQuantity, fetchCart, removeFromCart, replaceDyoDesign, restoreLostItems } from '@/store/cart-thunks';
import { makeStore } from '@/store/store';
import { article, fakeIdentity, fakePurchase, serverCart } from '../helpers/cart-builders';

const A = article('100');
const B = article('200');
const DYO = article('300', { dyoId: 'design-1', dyoImageUrl: 'http://img/d1.png' });

function setup(purchase = fakePurchase(), identity = fakeIdentity()) {
  const store = makeStore(undefined, { purchase, identity });
  return { store, purchase, identity };
}

/** A promise the test resolves when it wants, to observe pending states. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('cart fetch', () => {
  it('goes idle → pending → resolved with id and items', async () => {
    const pending = deferred<ReturnType<typeof serverCart>>();
    const { store } = setup(fakePurchase({ getCart: jest.fn(() => pending.promise) }));
    expect(store.getState().cart.status).toBe('idle');
    const done = store.dispatch(fetchCart());
    expect(store.getState().cart.status).toBe('pending');
    pending.resolve(serverCart([[A, 2]]));
    await done;
    expect(store.getState().cart).toMatchObject({
      status: 'resolved',
      id: 'cart-1',
      items: [{ key: '100', quantity: 2, status: 'resolved' }],
    });
  });

  it('is rejected with an unknown error without a user id, and never calls the service', async () => {
    const { store, purchase } = setup(fakePurchase(), fakeIdentity({ cartId: 'c' }));
    await store.dispatch(fetchCart());
    expect(store.getState().cart).toMatchObject({ status: 'rejected', error: 'UNKNOWN_ERROR' });
    expect(purchase.getCart).not.toHaveBeenCalled();
  });

  it('creates a cart id when there is none', async () => {
    const getCart = jest.fn(async (id: string) => serverCart([], id));
    const { store } = setup(fakePurchase({ getCart }), fakeIdentity({ userId: 'u' }));
    await store.dispatch(fetchCart());
    expect(getCart).toHaveBeenCalledWith('created-cart');
  });

  it('keeps the items on a rejection without the clear flag, and empties them with it', async () => {
    const getCart = jest
      .fn()
      .mockResolvedValueOnce(serverCart([[A, 1]]))
      .mockRejectedValueOnce(new HttpError({ kind: 'timeout', message: 't' }))
      .mockRejectedValueOnce(new HttpError({ kind: 'http', status: 500, message: 'boom' }));
    const { store, identity } = setup(fakePurchase({ getCart }));
    await store.dispatch(fetchCart());
    await store.dispatch(fetchCart());
    expect(store.getState().cart).toMatchObject({ status: 'rejected', error: 'SERVICE_UNAVAILABLE', items: [{ key: '100' }] });
    expect(store.getState().ui.errorMessages).toEqual([
      { id: 'errors::Cart-service unavailable', text: 'errors::Cart-service unavailable' },
    ]);
    await store.dispatch(fetchCart());
    expect(store.getState().cart).toMatchObject({ status: 'rejected', error: 'UNKNOWN_ERROR', items: [], id: null });
    expect(identity.renewed).toBe(1);
  });
});

describe('adding', () => {
  it('shows a new article at the top as pending_new_item at once, opens the mini cart, then takes the server items', async () => {
    const call = deferred<ReturnType<typeof serverCart>>();
    const { store } = setup(
      fakePurchase({ getCart: jest.fn().mockResolvedValue(serverCart([[A, 1]])), increase: jest.fn(() => call.promise) }),
    );
    await store.dispatch(fetchCart());
    const done = store.dispatch(addToCart({ article: B }));
    expect(store.getState().cart.items.map((i) => [i.key, i.status])).toEqual([
      ['200', 'pending_new_item'],
      ['100', 'resolved'],
    ]);
    expect(store.getState().ui.miniCartOpen).toBe(true);
    call.resolve(
      serverCart([
        [B, 1],
        [A, 1],
      ]),
    );
    await done;
    expect(store.getState().cart.items.every((i) => i.status === 'resolved')).toBe(true);
    expect(selectCartCount(store.getState())).toBe(2);
  });

  it('marks an existing item pending while it is increased', async () => {
    const call = deferred<ReturnType<typeof serverCart>>();
    const { store } = setup(
      fakePurchase({ getCart: jest.fn().mockResolvedValue(serverCart([[A, 1]])), increase: jest.fn(() => call.promise) }),
    );
    await store.dispatch(fetchCart());
    const done = store.dispatch(addToCart({ article: A }));
    expect(store.getState().cart.items).toMatchObject([{ key: '100', status: 'pending' }]);
    call.resolve(serverCart([[A, 2]]));
    await done;
    expect(store.getState().cart.items).toMatchObject([{ key: '100', status: 'resolved', quantity: 2 }]);
  });

  it('adds N as N sequential increase calls', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    let quantity = 0;
    const increase = jest.fn(async () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight -= 1;
      quantity += 1;
      return serverCart([[A, quantity]]);
    });
    const { store } = setup(fakePurchase({ increase }));
    await store.dispatch(addToCart({ article: A, quantity: 3 }));
    expect(increase).toHaveBeenCalledTimes(3);
    expect(maxInFlight).toBe(1);
    expect(store.getState().cart.items).toMatchObject([{ quantity: 3 }]);
  });

  it('on failure removes the placeholder and keeps the other items', async () => {
    const { store } = setup(
      fakePurchase({
        getCart: jest.fn().mockResolvedValue(serverCart([[A, 1]])),
        increase: jest
          .fn()
          .mockRejectedValue(new HttpError({ kind: 'conflict', status: 409, message: 'Out of stock LegacyProductId L200' })),
      }),
    );
    await store.dispatch(fetchCart());
    await store.dispatch(addToCart({ article: B }));
    expect(store.getState().cart.items).toMatchObject([{ key: '100', status: 'resolved' }]);
  });

  it('on failure marks the matching existing item rejected with its error', async () => {
    const { store } = setup(
      fakePurchase({
        getCart: jest.fn().mockResolvedValue(
          serverCart([
            [A, 2],
            [B, 1],
          ]),
        ),
        increase: jest.fn().mockRejectedValue(new HttpError({ kind: 'conflict', status: 409, message: 'NotEnoughStock: only 2 left' })),
      }),
    );
    await store.dispatch(fetchCart());
    await store.dispatch(addToCart({ article: A }));
    expect(store.getState().cart.items).toMatchObject([
      { key: '100', status: 'rejected', error: 'NOT_ENOUGH_STOCK', quantity: 2 },
      { key: '200', status: 'resolved', error: null },
    ]);
  });

  it('keeps what a batch added before a call failed', async () => {
    const increase = jest
      .fn()
      .mockResolvedValueOnce(serverCart([[A, 1]]))
      .mockRejectedValueOnce(new HttpError({ kind: 'conflict', status: 409, message: 'NotEnoughStock' }));
    const { store } = setup(fakePurchase({ increase }));
    await store.dispatch(addToCart({ article: A, quantity: 3 }));
    expect(store.getState().cart.items).toMatchObject([{ key: '100', quantity: 1, status: 'rejected', error: 'NOT_ENOUGH_STOCK' }]);
  });

  it('an unknown error clears the cart and starts a new cart id', async () => {
    const { store, identity } = setup(
      fakePurchase({
        getCart: jest.fn().mockResolvedValue(serverCart([[A, 1]])),
        increase: jest.fn().mockRejectedValue(new HttpError({ kind: 'http', status: 500, message: 'boom' })),
      }),
    );
    await store.dispatch(fetchCart());
    await store.dispatch(addToCart({ article: B }));
    expect(store.getState().cart.items).toEqual([]);
    expect(identity.renewed).toBe(1);
    expect(store.getState().ui.errorMessages[0]?.text).toBe('errors::Unfortunately you will have to add your items to the cart again');
  });

  it('a failed connection shows the connection banner and marks the item unknown', async () => {
    const { store } = setup(
      fakePurchase({
        getCart: jest.fn().mockResolvedValue(serverCart([[A, 1]])),
        increase: jest.fn().mockRejectedValue(new HttpError({ kind: 'network', message: 'Failed to fetch' })),
      }),
    );
    await store.dispatch(fetchCart());
    await store.dispatch(addToCart({ article: A }));
    expect(store.getState().cart.items).toMatchObject([{ key: '100', status: 'rejected', error: 'UNKNOWN_ERROR' }]);
    expect(store.getState().ui.errorMessages[0]?.text).toBe('errors::CLIENT_CONNECTION_ERROR');
  });

  it('keys design-your-own items by articleId-dyoId', async () => {
    const { store } = setup(fakePurchase({ increase: jest.fn().mockResolvedValue(serverCart([[DYO, 1]])) }));
    const done = store.dispatch(addToCart({ article: DYO }));
    expect(store.getState().cart.items[0]?.key).toBe('300-design-1');
    await done;
    expect(store.getState().cart.items[0]?.key).toBe('300-design-1');
  });
});

describe('decreasing and removing', () => {
  it('marks the item pending, then takes the server items', async () => {
    const call = deferred<ReturnType<typeof serverCart>>();
    const { store } = setup(
      fakePurchase({ getCart: jest.fn().mockResolvedValue(serverCart([[A, 3]])), decrease: jest.fn(() => call.promise) }),
    );
    await store.dispatch(fetchCart());
    const done = store.dispatch(changeQuantity({ key: '100', article: A, from: 3, to: 2 }));
    expect(store.getState().cart.items[0]?.status).toBe('pending');
    call.resolve(serverCart([[A, 2]]));
    await done;
    expect(store.getState().cart.items).toMatchObject([{ quantity: 2, status: 'resolved' }]);
  });

  it('a failed remove marks the item rejected with UNABLE_TO_REMOVE_ARTICLE', async () => {
    const { store } = setup(
      fakePurchase({
        getCart: jest.fn().mockResolvedValue(
          serverCart([
            [A, 1],
            [B, 1],
          ]),
        ),
        remove: jest.fn().mockRejectedValue(new HttpError({ kind: 'not-found', status: 404, message: 'Article not in cart' })),
      }),
    );
    await store.dispatch(fetchCart());
    await store.dispatch(removeFromCart({ key: '200', article: B }));
    expect(store.getState().cart.items).toMatchObject([
      { key: '100', status: 'resolved' },
      { key: '200', status: 'rejected', error: 'UNABLE_TO_REMOVE_ARTICLE' },
    ]);
  });
});

describe('replacing a design', () => {
  it('removes the old item first, then adds the new one', async () => {
    const order: string[] = [];
    const next = article('300', { dyoId: 'design-2', dyoImageUrl: 'http://img/d2.png' });
    const { store } = setup(
      fakePurchase({
        getCart: jest.fn().mockResolvedValue(serverCart([[DYO, 1]])),
        remove: jest.fn(async () => {
          order.push('remove');
          return serverCart([]);
        }),
        increase: jest.fn(async (_: string, ref: { dyoId?: string }) => {
          order.push(`increase ${ref.dyoId}`);
          return serverCart([[next, 1]]);
        }),
      }),
    );
    await store.dispatch(fetchCart());
    await store.dispatch(replaceDyoDesign({ previous: DYO, next, quantity: 1 }));
    expect(order).toEqual(['remove', 'increase design-2']);
    expect(store.getState().cart.items.map((i) => i.key)).toEqual(['300-design-2']);
  });
});

describe('a cart call that times out or loses its connection', () => {
  const timeout = () => new HttpError({ kind: 'http', status: 503, code: 'ETIMEDOUT', message: 'Cart-service unavailable' });

  it('is reconciled with the server cart: an add that was applied counts once, with no error and no second call', async () => {
    const increase = jest.fn().mockRejectedValueOnce(timeout());
    const getCart = jest
      .fn()
      .mockResolvedValueOnce(serverCart([[A, 1]]))
      .mockResolvedValueOnce(serverCart([[A, 2]]));
    const { store } = setup(fakePurchase({ increase, getCart }));
    await store.dispatch(fetchCart());
    await store.dispatch(addToCart({ article: A }));
    expect(increase).toHaveBeenCalledTimes(1);
    expect(store.getState().cart.items).toMatchObject([{ key: '100', quantity: 2, status: 'resolved', error: null }]);
    expect(store.getState().ui.errorMessages).toEqual([]);
  });

  it('an add that was not applied is reported, with the server cart shown, so a retry adds it once', async () => {
    const increase = jest
      .fn()
      .mockRejectedValueOnce(timeout())
      .mockResolvedValueOnce(serverCart([[A, 1]]));
    const getCart = jest.fn().mockResolvedValue(serverCart([]));
    const { store } = setup(fakePurchase({ increase, getCart }));
    await store.dispatch(addToCart({ article: A }));
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().ui.errorMessages[0]?.text).toBe('errors::Cart-service unavailable');
    await store.dispatch(addToCart({ article: A }));
    expect(store.getState().cart.items).toMatchObject([{ key: '100', quantity: 1, status: 'resolved' }]);
  });

  it('a quantity change whose second call was applied before the connection dropped continues from the server cart', async () => {
    const increase = jest
      .fn()
      .mockResolvedValueOnce(serverCart([[A, 2]]))
      .mockRejectedValueOnce(new HttpError({ kind: 'network', message: 'Failed to fetch' }))
      .mockResolvedValueOnce(serverCart([[A, 4]]));
    const getCart = jest
      .fn()
      .mockResolvedValueOnce(serverCart([[A, 1]]))
      .mockResolvedValueOnce(serverCart([[A, 3]]));
    const { store } = setup(fakePurchase({ increase, getCart }));
    await store.dispatch(fetchCart());
    await store.dispatch(changeQuantity({ key: '100', article: A, from: 1, to: 4 }));
    expect(increase).toHaveBeenCalledTimes(3);
    expect(store.getState().cart.items).toMatchObject([{ key: '100', quantity: 4, status: 'resolved' }]);
  });
});

describe('after the cart had to start over', () => {
  it('offers the previous items back and puts them into the new cart', async () => {
    const increase = jest
      .fn()
      .mockRejectedValueOnce(new HttpError({ kind: 'http', status: 500, message: 'boom' }))
      .mockResolvedValueOnce(serverCart([[A, 1]], 'renewed-1'))
      .mockResolvedValueOnce(serverCart([[A, 2]], 'renewed-1'))
      .mockResolvedValueOnce(
        serverCart(
          [
            [A, 2],
            [DYO, 1],
          ],
          'renewed-1',
        ),
      );
    const getCart = jest.fn().mockResolvedValue(
      serverCart([
        [A, 2],
        [DYO, 1],
      ]),
    );
    const { store, identity } = setup(fakePurchase({ increase, getCart }));
    await store.dispatch(fetchCart());
    await store.dispatch(addToCart({ article: B }));
    expect(store.getState().cart.items).toEqual([]);
    expect(identity.renewed).toBe(1);
    const lost = store.getState().cart.lostItems;
    expect(lost.map((l) => [l.article.articleId, l.quantity])).toEqual([
      ['100', 2],
      ['300', 1],
    ]);
    await store.dispatch(restoreLostItems(lost));
    expect(store.getState().cart.lostItems).toEqual([]);
    expect(store.getState().cart.items.map((i) => [i.key, i.quantity])).toEqual([
      ['100', 2],
      ['300-design-1', 1],
    ]);
    expect(increase).toHaveBeenLastCalledWith('renewed-1', expect.objectContaining({ articleId: '300', dyoId: 'design-1' }));
  });
});
