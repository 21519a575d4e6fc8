/**
 * A public API answer (`Cache-Control: public`) is stored by CDNs and browsers
 * under its URL plus the request headers it names in `Vary`. Every input that changes the answer
 * must be one of those, or one request poisons the cache for everyone. For each public route, the
 * same URL is asked with every input a client controls varied one at a time; two requests with the
 * same cache key (URL + the headers in `Vary`) must get the same answer.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import type { RequestContext } from '@/lib/request-context';
import { createMocks } from './api-mocks';

// Upstream answers that show what they were asked for in which language and market.
const echo = (ctx: RequestContext, what: string) => `${what} ${ctx.locale} ${ctx.market}`;
jest.mock('@/server/services', () => ({
  shopClient: () => ({
    menuChildren: (ctx: RequestContext, id: string) =>
      Promise.resolve([{ categoryId: id, name: echo(ctx, 'menu'), slug: 's', canLoadChildren: false, children: [] }]),
  }),
  catalogClient: () => ({
    suggestions: (ctx: RequestContext, q: string) =>
      Promise.resolve({
        terms: [echo(ctx, q)],
        articles: [
          { articleId: '1', title: echo(ctx, 't'), slug: 's', brand: 'b', imageUrl: '/i.png', price: { amount: 1, currency: ctx.market } },
        ],
      }),
  }),
}));

import menuRoute from '@/pages/api/menu/[id]';
import suggestionsRoute from '@/pages/api/search/suggestions';

type Route = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

/** Every input a client controls besides the URL. */
const INPUTS: Record<string, string[]> = {
  'x-locale': ['sv-SE', 'da-DK', 'fi-FI', 'en-US', 'nb-NO'],
  'accept-language': ['sv', 'da', 'fi'],
  cookie: ['', 'nf_uid=11111111-1111-4111-8111-111111111111', 'NEXT_LOCALE=fi-FI'],
  'x-forwarded-for': ['10.0.0.1', '10.0.0.2'],
};

const ROUTES: [string, Route, Record<string, string>][] = [
  ['/api/menu/{id}/', menuRoute as Route, { id: 'phones' }],
  ['/api/search/suggestions/', suggestionsRoute as Route, { q: 'lamp' }],
  ['/api/menu/{id}/ with the locale in the URL', menuRoute as Route, { id: 'phones', locale: 'da-DK' }],
  ['/api/search/suggestions/ with the locale in the URL', suggestionsRoute as Route, { q: 'lamp', locale: 'fi-FI' }],
];

async function ask(route: Route, query: Record<string, string>, headers: Record<string, string>) {
  const { req, res } = createMocks('GET', undefined, headers);
  (req as { query: NextApiRequest['query'] }).query = { ...query };
  await route(req, res);
  const vary = String(res.getHeader('vary') ?? '')
    .toLowerCase()
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return { status: res.statusCode, cacheControl: String(res.getHeader('cache-control') ?? ''), vary, body: JSON.stringify(res.jsonBody()) };
}

describe('public API answers are keyed on every input that changes them', () => {
  it.each(ROUTES)('%s', async (_, route, query) => {
    const seen = new Map<string, string>();
    for (const [name, values] of Object.entries(INPUTS)) {
      for (const value of values) {
        const answer = await ask(route, query, value ? { [name]: value } : {});
        expect(answer.status).toBe(200);
        expect(answer.cacheControl).toMatch(/^public/);
        // What a shared cache would key this answer on: the URL and the varied headers it names.
        const key = JSON.stringify([query, answer.vary.map((h) => (h === name ? value : ''))]);
        const before = seen.get(key);
        if (before !== undefined)
          expect({ input: `${name}: ${value}`, body: answer.body }).toEqual({ input: `${name}: ${value}`, body: before });
        else seen.set(key, answer.body);
      }
    }
  });

  it('answers in the language of the URL when it names one, whatever the header says', async () => {
    const answer = await ask(menuRoute as Route, { id: 'phones', locale: 'fi-FI' }, { 'x-locale': 'da-DK' });
    expect(answer.body).toContain('menu fi-FI FI');
  });
});
