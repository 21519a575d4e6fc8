import { makeStore } from '@/store/store';
import { saveDesign } from '@/store/dyo-thunks';
import { errorFromException } from '@/lib/http/errors';
import type { ServerCart } from '@/services/purchase/models';

const request = { articleId: '190003', kind: 'phone-cover' as const, document: '{}', previewImage: 'data:image/png;base64,' };
const article = {
  articleId: '190003',
  legacyArticleId: '1',
  title: 'Cover',
  brand: 'fynd-design',
  slug: 'cover',
  price: { amount: 24900, currency: 'SEK' as const },
  imageUrl: '',
  stock: 10,
  properties: [],
};

function store(save: () => Promise<{ dyoId: string; dyoImageUrl: string }>) {
  const cart = (dyoIds: string[]): ServerCart =>
    ({
      items: dyoIds.map((dyoId) => ({ article: { ...article, dyoId, dyoImageUrl: `/api/dyo/designs/${dyoId}/preview.png` }, quantity: 1 })),
    }) as unknown as ServerCart;
  let lines: string[] = [];
  return makeStore(undefined, {
    dyo: { save, design: () => Promise.reject(new Error('unused')) },
    identity: { userId: () => 'u1', cartId: () => 'c1', ensureCartId: () => 'c1', renewCartId: () => 'c2' },
    purchase: {
      getCart: async () => cart(lines),
      // The cart form's JSON answer (server/forms/cart.ts): add and remove by design.
      press: async (action, fields) => {
        const dyoId = String(fields.dyoId);
        lines = action === 'add' ? [...lines, dyoId] : lines.filter((l) => l !== dyoId);
        return { notice: null, cart: cart(lines) };
      },
      checkout: () => Promise.reject(new Error('unused')),
    },
  });
}

describe('saving a design through the store', () => {
  it('stores the design, then adds it to the cart', async () => {
    const s = store(async () => ({ dyoId: 'd1', dyoImageUrl: '/api/dyo/designs/d1/preview.png' }));
    const result = await s.dispatch(saveDesign({ request, article, replacesDyoId: null }));
    expect(result.payload).toEqual({ dyoId: 'd1', dyoImageUrl: '/api/dyo/designs/d1/preview.png' });
    expect(s.getState().cart.items.map((i) => i.article.dyoId)).toEqual(['d1']);
  });

  it('replaces the line of the design it edits', async () => {
    let n = 0;
    const s = store(async () => ((n += 1), { dyoId: `d${n}`, dyoImageUrl: '' }));
    await s.dispatch(saveDesign({ request, article, replacesDyoId: null }));
    await s.dispatch(saveDesign({ request, article, replacesDyoId: 'd1' }));
    expect(s.getState().cart.items.map((i) => i.article.dyoId)).toEqual(['d2']);
  });

  it('says which step failed', async () => {
    const s = store(() => Promise.reject(new Error('down')));
    const result = await s.dispatch(saveDesign({ request, article, replacesDyoId: null }));
    expect(saveDesign.rejected.match(result) && result.payload).toBe('save');
  });

  it('tells a save that could not reach the server (offline) from one the server refused', async () => {
    const s = store(() => Promise.reject(errorFromException(new TypeError('Failed to fetch'), '/api/dyo/designs/', false)));
    const result = await s.dispatch(saveDesign({ request, article, replacesDyoId: null }));
    expect(saveDesign.rejected.match(result) && result.payload).toBe('offline');
  });
});
