/**
 * @jest-environment node
 *
 * A one-letter search listed all 452 products. The search page asks the catalog only for a
 * term of at least two characters and tells the shopper so otherwise.
 */
const shop = {
  menuBase: jest.fn(async () => []),
  footer: jest.fn(async () => null),
  badges: jest.fn(async () => []),
  siteSettings: jest.fn(async () => null),
  fees: jest.fn(async () => null),
};
const RESULT = { items: [], total: 0, page: 1, pageSize: 24, facets: { brands: [], conditions: [], price: { min: 0, max: 0 } } };
const catalog = {
  articles: jest.fn(async () => RESULT),
  categories: jest.fn(async () => [
    { categoryId: '100', parentId: null, name: 'Mobil', slug: 'mobil', imageUrl: 'x.svg', articleCount: 3 },
  ]),
};
jest.mock('@/server/services', () => ({ shopClient: () => shop, catalogClient: () => catalog }));

import { getServerSideProps as searchPage } from '@/pages/s';
import { IDENTITY_COOKIE, pageContext } from '../helpers/context';

const search = async (q: string) => {
  const result = await searchPage(
    pageContext({ query: { q }, resolvedUrl: `/s/?q=${encodeURIComponent(q)}`, cookie: `${IDENTITY_COOKIE}; nf_consent=1` }),
  );
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as unknown as { term: string; result: unknown };
};

beforeEach(() => catalog.articles.mockClear());

describe('the search page and short terms', () => {
  it.each(['a', ' ö ', '1'])('does not ask the catalog for the one-letter term %j', async (q) => {
    const props = await search(q);
    expect(catalog.articles).not.toHaveBeenCalled();
    expect(props).toMatchObject({ term: q.trim(), result: null });
  });

  it('searches from two characters', async () => {
    await search('tv');
    expect(catalog.articles).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ q: 'tv' }));
  });
});
