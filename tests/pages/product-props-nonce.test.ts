/**
 * The CSP nonce (behind the edge: its secret placeholder) must never be
 * part of a page's props, because props are also served as `/_next/data/…json`, which no edge
 * rewrites. The product page used to pass it for its JSON-LD script.
 */
import type { GetServerSidePropsContext } from 'next';
import { testContext } from '../helpers/context';

const slugs = { 'sv-SE': 'a-thing', 'da-DK': 'a-thing', 'nb-NO': 'a-thing', 'fi-FI': 'a-thing', 'en-US': 'a-thing' };
const ARTICLE = { articleId: '100017', slug: 'a-thing', slugs, publishState: 'published', variationalProperties: [] };
jest.mock('@/server/services', () => ({
  catalogClient: () => ({
    article: () => Promise.resolve(ARTICLE),
    articles: () => Promise.resolve({ items: [] }),
    similarArticles: () => Promise.resolve([]),
  }),
}));
jest.mock('@/server/page-props', () => ({
  getPageProps: async (_context: unknown, options: { load: (ctx: unknown, locale: string) => Promise<unknown> }) =>
    options.load(testContext(), 'sv-SE'),
}));

import { getServerSideProps } from '@/pages/product/[...params]';

it('keeps the nonce (and the edge secret) out of the product page props', async () => {
  const secret = 'edge-secret-placeholder-0123456789abcdef';
  const context = {
    params: { params: ['100017', 'a-thing'] },
    req: { headers: { 'x-nonce': secret } },
    res: {},
    locale: 'sv-SE',
  } as unknown as GetServerSidePropsContext;
  const result = await getServerSideProps(context);
  expect(result).toHaveProperty('props.article.articleId', '100017');
  expect(JSON.stringify(result)).not.toContain(secret);
});
