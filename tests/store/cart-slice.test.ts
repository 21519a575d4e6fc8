import { HttpError } from '@/lib/http/errors';
import { selectCartCount } from '@/store/cart-slice';
import {
  addAllToCart,
  addToCart,
  changeQuantity,
  fetchCart,
  removeFromCart,
  replaceDyoDesign,
  restoreLostItems,
} from '@/store/cart-thunks';
import type { ServerCart } from '@/services/purchase/models';
import { makeStore } from '@/store/store';
import { article, fakeIdentity, fakePurchase, serverCart } from '../helpers/cart-builders';

const A = article('100');
const B = article('200');
const DYO = article('300', { dyoId: 'design-1', dyoImageUrl: 'http://img/d1.png' });

function setup(purchase = fakePurchase(), identity = fakeIdentity()) {
  const store = makeStore(undefined, { purchase, identity });
  return { store, purchase, identity };
}

/** The cart form's JSON answer (server/forms/cart.ts): the cart after the press, and the failure when there is one. */
const done = (cart: ServerCart, notice = 'cart-added') => ({ notice, cart });
const failed = (code: string, cart: ServerCart | null, banner: string | null = null, resetCart = false) => ({
  notice: resetCart ? 'cart-reset' : `cart-error-${code}`,
  cart,
  failure: { code, banner, resetCart },
});
const START_OVER = 'errors::Unfortunately you will have to add your items to the cart again';

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
    const call = deferred<ReturnType<typeof done>>();
    const { store } = setup(
      fakePurchase({ getCart: jest.fn().mockResolvedValue(serverCart([[A, 1]])), press: jest.fn(() => call.promise) }),
    );
    await store.dispatch(fetchCart());
    const adding = store.dispatch(addToCart({ article: B }));
    expect(store.getState().cart.items.map((i) => [i.key, i.status])).toEqual([
      ['200', 'pending_new_item'],
      ['100', 'resolved'],
    ]);
    expect(store.getState().ui.miniCartOpen).toBe(true);
    call.resolve(
      done(
        serverCart([
          [B, 1],
          [A, 1],
        ]),
      ),
    );
    await adding;
    expect(store.getState().cart.items.every((i) => i.status === 'resolved')).toBe(true);
    expect(selectCartCount(store.getState())).toBe(2);
  });

  it('marks an existing item pending while it is increased', async () => {
    const call = deferred<ReturnType<typeof done>>();
    const { store } = setup(
      fakePurchase({ getCart: jest.fn().mockResolvedValue(serverCart([[A, 1]])), press: jest.fn(() => call.promise) }),
    );
    await store.dispatch(fetchCart());
    const adding = store.dispatch(addToCart({ article: A }));
    expect(store.getState().cart.items).toMatchObject([{ key: '100', status: 'pending' }]);
    call.resolve(done(serverCart([[A, 2]])));
    await adding;
    expect(store.getState().cart.items).toMatchObject([{ key: '100', status: 'resolved', quantity: 2 }]);
  });

  it("is one press of the cart's add form with the quantity (the server makes one call per unit)", async () => {
    const press = jest.fn().mockResolvedValue(done(serverCart([[A, 3]])));
    const { store } = setup(fakePurchase({ press }));
    await store.dispatch(addToCart({ article: A, quantity: 3 }));
    expect(press.mock.calls).toEqual([['add', { articleId: '100', dyoId: undefined, dyoImageUrl: undefined, quantity: '3' }]]);
    expect(store.getState().cart.items).toMatchObject([{ quantity: 3, status: 'resolved' }]);
  });

  it('on failure removes the placeholder and keeps the other items', async () => {
    const { store } = setup(
      fakePurchase({
        getCart: jest.fn().mockResolvedValue(serverCart([[A, 1]])),
        press: jest.fn().mockResolvedValue(failed('OUT_OF_STOCK', serverCart([[A, 1]]))),
      }),
    );
    await store.dispatch(fetchCart());
    await store.dispatch(addToCart({ article: B }));
    expect(store.getState().cart.items).toMatchObject([{ key: '100', status: 'resolved' }]);
  });

  it("on failure marks the matching item rejected with the server's code, keeping what the press added before it failed", async () => {
    const { store } = setup(
      fakePurchase({
        getCart: jest.fn().mockResolvedValue(
          serverCart([
            [A, 2],
            [B, 1],
          ]),
        ),
        press: jest.fn().mockResolvedValue(
          failed(
            'NOT_ENOUGH_STOCK',
            serverCart([
              [A, 3],
              [B, 1],
            ]),
          ),
        ),
      }),
    );
    await store.dispatch(fetchCart());
    await store.dispatch(addToCart({ article: A, quantity: 2 }));
    expect(store.getState().cart.items).toMatchObject([
      { key: '100', status: 'rejected', error: 'NOT_ENOUGH_STOCK', quantity: 3 },
      { key: '200', status: 'resolved', error: null },
    ]);
  });

  it('a failure that started a new cart clears the cart, renews the id and shows the banner', async () => {
    const { store, identity } = setup(
      fakePurchase({
        getCart: jest.fn().mockResolvedValue(serverCart([[A, 1]])),
        press: jest.fn().mockResolvedValue(failed('UNKNOWN_ERROR', null, START_OVER, true)),
      }),
    );
    await store.dispatch(fetchCart());
    await store.dispatch(addToCart({ article: B }));
    expect(store.getState().cart.items).toEqual([]);
    expect(identity.renewed).toBe(1);
    expect(store.getState().ui.errorMessages[0]?.text).toBe(START_OVER);
  });

  it('a press that never reached our server shows the connection banner and the cart the server holds', async () => {
    const getCart = jest
      .fn()
      .mockResolvedValueOnce(serverCart([[A, 1]]))
      .mockResolvedValueOnce(serverCart([[A, 2]]));
    const { store } = setup(
      fakePurchase({ getCart, press: jest.fn().mockRejectedValue(new HttpError({ kind: 'network', message: 'Failed to fetch' })) }),
    );
    await store.dispatch(fetchCart());
    await store.dispatch(addToCart({ article: A }));
    // No second press: what the server holds is shown (the reconciling is the server's, after its own calls).
    expect(store.getState().cart.items).toMatchObject([{ key: '100', quantity: 2, status: 'rejected', error: 'UNKNOWN_ERROR' }]);
    expect(store.getState().ui.errorMessages[0]?.text).toBe('errors::CLIENT_CONNECTION_ERROR');
  });

  it('a press the form route refused (rate limit, another cart) changed nothing and starts no new cart', async () => {
    const press = jest
      .fn()
      .mockRejectedValueOnce(new HttpError({ kind: 'http', status: 429, message: 'Too many' }))
      .mockRejectedValueOnce(new HttpError({ kind: 'http', status: 403, message: 'Forbidden' }));
    const { store, identity } = setup(fakePurchase({ getCart: jest.fn().mockResolvedValue(serverCart([[A, 1]])), press }));
    await store.dispatch(fetchCart());
    await store.dispatch(addToCart({ article: A }));
    await store.dispatch(addToCart({ article: A }));
    expect(store.getState().cart.items).toMatchObject([{ key: '100', quantity: 1, status: 'rejected', error: 'UNKNOWN_ERROR' }]);
    expect(identity.renewed).toBe(0);
    expect(store.getState().ui.errorMessages).toEqual([]);
  });

  it('keys design-your-own items by articleId-dyoId and sends the design with the press', async () => {
    const press = jest.fn().mockResolvedValue(done(serverCart([[DYO, 1]])));
    const { store } = setup(fakePurchase({ press }));
    const adding = store.dispatch(addToCart({ article: DYO }));
    expect(store.getState().cart.items[0]?.key).toBe('300-design-1');
    await adding;
    expect(store.getState().cart.items[0]?.key).toBe('300-design-1');
    expect(press).toHaveBeenCalledWith('add', { articleId: '300', dyoId: 'design-1', dyoImageUrl: 'http://img/d1.png', quantity: '1' });
  });
});

describe("a shared cart's add all", () => {
  it("is one press of the add-all form with the page's key and every line; the lines show at once", async () => {
    const call = deferred<ReturnType<typeof done>>();
    const press = jest.fn(() => call.promise);
    const { store } = setup(fakePurchase({ press }));
    const adding = store.dispatch(
      addAllToCart({
        items: [
          { article: A, quantity: 2 },
          { article: DYO, quantity: 1 },
        ],
        key: 'page-key-0000000001',
      }),
    );
    expect(press).toHaveBeenCalledWith('add-all', { item: ['100*2', '300~design-1*1'], key: 'page-key-0000000001' });
    expect(store.getState().cart.items.map((i) => [i.key, i.status])).toEqual([
      ['100', 'pending_new_item'],
      ['300-design-1', 'pending_new_item'],
    ]);
    expect(store.getState().ui.miniCartOpen).toBe(true);
    call.resolve(
      done(
        serverCart([
          [A, 2],
          [DYO, 1],
        ]),
      ),
    );
    await adding;
    expect(store.getState().cart.items.map((i) => [i.key, i.quantity, i.status])).toEqual([
      ['100', 2, 'resolved'],
      ['300-design-1', 1, 'resolved'],
    ]);
  });

  it('a failing line keeps what was added before it, and says why', async () => {
    const press = jest.fn().mockResolvedValue(failed('OUT_OF_STOCK', serverCart([[A, 2]])));
    const { store } = setup(fakePurchase({ press }));
    await store.dispatch(
      addAllToCart({
        items: [
          { article: A, quantity: 2 },
          { article: B, quantity: 1 },
        ],
        key: 'page-key-0000000001',
      }),
    );
    expect(store.getState().cart.items.map((i) => [i.key, i.quantity])).toEqual([['100', 2]]);
  });
});

describe('decreasing and removing', () => {
  it('marks the item pending, sends one press from → to, then takes the server items', async () => {
    const call = deferred<ReturnType<typeof done>>();
    const press = jest.fn(() => call.promise);
    const { store } = setup(fakePurchase({ getCart: jest.fn().mockResolvedValue(serverCart([[A, 3]])), press }));
    await store.dispatch(fetchCart());
    const changing = store.dispatch(changeQuantity({ key: '100', article: A, from: 3, to: 2 }));
    expect(store.getState().cart.items[0]?.status).toBe('pending');
    expect(press).toHaveBeenCalledWith('quantity', { articleId: '100', dyoId: undefined, cartId: 'cart-1', from: '3', to: '2' });
    call.resolve(done(serverCart([[A, 2]]), 'cart-updated'));
    await changing;
    expect(store.getState().cart.items).toMatchObject([{ quantity: 2, status: 'resolved' }]);
  });

  it('a failed remove marks the item rejected with UNABLE_TO_REMOVE_ARTICLE', async () => {
    const both = serverCart([
      [A, 1],
      [B, 1],
    ]);
    const press = jest.fn().mockResolvedValue(failed('UNABLE_TO_REMOVE_ARTICLE', both));
    const { store } = setup(fakePurchase({ getCart: jest.fn().mockResolvedValue(both), press }));
    await store.dispatch(fetchCart());
    await store.dispatch(removeFromCart({ key: '200', article: B }));
    expect(press).toHaveBeenCalledWith('remove', { articleId: '200', dyoId: undefined, cartId: 'cart-1' });
    expect(store.getState().cart.items).toMatchObject([
      { key: '100', status: 'resolved' },
      { key: '200', status: 'rejected', error: 'UNABLE_TO_REMOVE_ARTICLE' },
    ]);
  });
});

describe('presses at once (remove all blocked lines, quick taps on two lines)', () => {
  const C = article('300');
  const three = serverCart([
    [A, 1],
    [B, 1],
    [C, 1],
  ]);

  it('go one at a time, so the last answer is the newest cart and no removed line comes back', async () => {
    const calls: { articleId: string; answer: ReturnType<typeof deferred<unknown>> }[] = [];
    const press = jest.fn((_action: string, fields: { articleId: string }) => {
      const answer = deferred<unknown>();
      calls.push({ articleId: fields.articleId, answer });
      return answer.promise;
    });
    const { store } = setup(fakePurchase({ getCart: jest.fn().mockResolvedValue(three), press }));
    await store.dispatch(fetchCart());
    const removing = [B, C].map((line) => store.dispatch(removeFromCart({ key: line.articleId, article: line })));
    await Promise.resolve();
    // The second press waits for the first answer: the server cannot answer them out of order.
    expect(calls.map((call) => call.articleId)).toEqual(['200']);
    calls[0]!.answer.resolve(
      done(
        serverCart([
          [A, 1],
          [C, 1],
        ]),
        'cart-removed',
      ),
    );
    await removing[0];
    // The line still being removed stays pending.
    expect(store.getState().cart.items).toMatchObject([
      { key: '100', status: 'resolved' },
      { key: '300', status: 'pending' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map((call) => call.articleId)).toEqual(['200', '300']);
    calls[1]!.answer.resolve(done(serverCart([[A, 1]]), 'cart-removed'));
    await removing[1];
    expect(store.getState().cart.items).toMatchObject([{ key: '100', status: 'resolved' }]);
  });

  it('a failed press does not stop the next one, and a placeholder waits for its own answer', async () => {
    const first = deferred<unknown>();
    const press = jest
      .fn()
      .mockImplementationOnce(() => first.promise)
      .mockResolvedValueOnce(
        done(
          serverCart([
            [A, 1],
            [B, 1],
          ]),
        ),
      );
    const { store } = setup(fakePurchase({ getCart: jest.fn().mockResolvedValue(serverCart([[A, 1]])), press }));
    await store.dispatch(fetchCart());
    const removing = store.dispatch(removeFromCart({ key: '100', article: A }));
    const adding = store.dispatch(addToCart({ article: B }));
    expect(store.getState().cart.items).toMatchObject([
      { key: '200', status: 'pending_new_item' },
      { key: '100', status: 'pending' },
    ]);
    first.resolve(failed('UNABLE_TO_REMOVE_ARTICLE', serverCart([[A, 1]])));
    await removing;
    expect(store.getState().cart.items).toMatchObject([
      { key: '200', status: 'pending_new_item' },
      { key: '100', status: 'rejected', error: 'UNABLE_TO_REMOVE_ARTICLE' },
    ]);
    await adding;
    expect(press).toHaveBeenCalledTimes(2);
    expect(store.getState().cart.items).toMatchObject([
      { key: '100', status: 'resolved' },
      { key: '200', status: 'resolved' },
    ]);
  });
});

describe('replacing a design', () => {
  it('removes the old item first, then adds the new one', async () => {
    const next = article('300', { dyoId: 'design-2', dyoImageUrl: 'http://img/d2.png' });
    const press = jest
      .fn()
      .mockResolvedValueOnce(done(serverCart([]), 'cart-removed'))
      .mockResolvedValueOnce(done(serverCart([[next, 1]])));
    const { store } = setup(fakePurchase({ getCart: jest.fn().mockResolvedValue(serverCart([[DYO, 1]])), press }));
    await store.dispatch(fetchCart());
    await store.dispatch(replaceDyoDesign({ previous: DYO, next, quantity: 1 }));
    expect(press.mock.calls.map(([action, fields]) => `${action} ${fields.dyoId}`)).toEqual(['remove design-1', 'add design-2']);
    expect(store.getState().cart.items.map((i) => i.key)).toEqual(['300-design-2']);
  });
});

describe('after the cart had to start over', () => {
  it('offers the previous items back and puts them into the new cart', async () => {
    const press = jest
      .fn()
      .mockResolvedValueOnce(failed('UNKNOWN_ERROR', null, START_OVER, true))
      .mockResolvedValueOnce(done(serverCart([[A, 2]], 'renewed-1')))
      .mockResolvedValueOnce(
        done(
          serverCart(
            [
              [A, 2],
              [DYO, 1],
            ],
            'renewed-1',
          ),
        ),
      );
    const getCart = jest.fn().mockResolvedValue(
      serverCart([
        [A, 2],
        [DYO, 1],
      ]),
    );
    const { store, identity } = setup(fakePurchase({ press, getCart }));
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
    expect(press).toHaveBeenLastCalledWith('add', expect.objectContaining({ articleId: '300', dyoId: 'design-1', quantity: '1' }));
  });
});
