import { UnsupportedDyoArticleError, dyoKindOf, dyoLink, isDyoArticle, savedDesignLink } from '@/lib/dyo/links';

const article = (value?: string) => ({
  articleId: '190003',
  classifications: value
    ? [
        { name: 'dyo', value },
        { name: 'other', value: 'x' },
      ]
    : [],
});

describe('DYO links (docs/spec.md §2)', () => {
  it.each([
    ['isecrets', 'phone-cover'],
    ['isecretsCases', 'phone-cover'],
    ['isecretsClothes', 'clothes'],
    ['isecretsPosters', 'poster'],
  ] as const)('%s is a %s', (value, kind) => {
    expect(dyoKindOf(article(value))).toBe(kind);
  });

  it.each(['isecretsMugs', '', 'ISECRETS', undefined])('%p is an unsupported DYO article', (value) => {
    expect(() => dyoKindOf(article(value))).toThrow(UnsupportedDyoArticleError);
  });

  it('leads to the landing page without a design and to the engine with one', () => {
    expect(dyoLink(article('isecretsCases'))).toEqual({ routeKey: '/dyo/initial-landing-page/', query: { nordfyndArticleId: '190003' } });
    expect(dyoLink(article('isecrets'), { dyoId: 'd-1' })).toEqual({
      routeKey: '/dyo/engine/',
      query: { nordfyndArticleId: '190003', dyoId: 'd-1' },
    });
    expect(dyoLink(article('isecretsClothes'))).toEqual({
      routeKey: '/dyo/clothes-initial-landing-page/',
      query: { nordfyndArticleId: '190003' },
    });
    expect(dyoLink(article('isecretsClothes'), { dyoId: 'd-2' }, 'acme')).toEqual({
      routeKey: '/dyo/clothes-engine/',
      query: { acmeArticleId: '190003', dyoId: 'd-2' },
    });
    // A poster has nothing to pick: its landing page is the generic engine.
    expect(dyoLink(article('isecretsPosters'))).toEqual({ routeKey: '/dyo/product-engine/', query: { nordfyndArticleId: '190003' } });
  });

  it('tells DYO articles apart', () => {
    expect(isDyoArticle(article('isecrets'))).toBe(true);
    expect(isDyoArticle(article())).toBe(false);
  });

  it('leads a saved design in the cart to the image engine, which forwards other kinds', () => {
    expect(savedDesignLink('190017', 'd-9')).toEqual({ routeKey: '/dyo/engine/', query: { nordfyndArticleId: '190017', dyoId: 'd-9' } });
  });
});
