/**
 * @jest-environment node
 *
 * One request context per request (server/server-context.ts): the Cookie header is read once per page
 * render, however many parts of the render want the shopper's cookies, and the 503 page's props are
 * built from the same steps as the page's.
 */
import { HttpError } from '@/lib/http/errors';

const shop = {
  menuBase: jest.fn(() => Promise.resolve([])),
  footer: jest.fn(() => Promise.resolve({ columns: [] })),
  badges: jest.fn(() => Promise.resolve({})),
  siteSettings: jest.fn(() => Promise.resolve({})),
  fees: jest.fn(() => Promise.resolve({})),
};
jest.mock('@/server/services', () => ({ ...jest.requireActual('@/server/services'), shopClient: () => shop }));

import type { GetServerSidePropsContext } from 'next';
import { getPageProps } from '@/server/page-props';
import { ensureIdentity } from '@/server/identity';
import { requestCookies, serverContext } from '@/server/server-context';
import { IDENTITY_COOKIE, pageContext } from '../helpers/context';

const CONSENT = 'nf_consent=1.11111111111.1111';

/** A page context whose Cookie header counts how often it is read (each parse reads it once). */
function countingContext(options: Parameters<typeof pageContext>[0]): { context: GetServerSidePropsContext; reads: () => number } {
  const context = pageContext(options);
  const cookie = context.req.headers.cookie;
  let reads = 0;
  Object.defineProperty(context.req.headers, 'cookie', {
    get: () => {
      reads += 1;
      return cookie;
    },
  });
  return { context, reads: () => reads };
}

describe('the request context', () => {
  it('reads the Cookie header once for a page with a notice, the consent settings and a page loader that reads cookies', async () => {
    const { context, reads } = countingContext({
      cookie: `${IDENTITY_COOKIE}; ${CONSENT}; nf_ff_newCheckout=1`,
      query: { notice: 'cart-added', consent: 'settings' },
    });
    let seenUser: string | undefined;
    const result = await getPageProps(context, {
      routeKey: '/',
      pageType: 'start page',
      load: async (ctx) => {
        seenUser = ctx.cookies.userId;
        return { props: { ok: true } };
      },
    });
    expect(seenUser).toBe('11111111-1111-4111-8111-111111111111');
    expect(result).toMatchObject({
      props: { ok: true, notice: 'cart-added', consentView: 'settings', consentChoice: { purposes: expect.any(Array) } },
    });
    // Later readers in the same request (the cart page's loader, a form handler) get the same object.
    expect(requestCookies(context.req)).toBe(serverContext(context.req, 'sv-SE').cookies);
    expect(reads()).toBe(1);
  });

  it('gives a first visit new ids once, and later asks in the same request the same ids without a second Set-Cookie', () => {
    const { context, reads } = countingContext({ cookie: '' });
    const first = ensureIdentity(context.req, context.res);
    const second = ensureIdentity(context.req, context.res);
    expect(second).toBe(first);
    expect(context.res.getHeader('Set-Cookie')).toHaveLength(2);
    // The request's cookies stay as sent: a new cart id has no cart yet (server/cart-page.ts).
    expect(requestCookies(context.req).cartId).toBeUndefined();
    expect(reads()).toBe(1);
  });

  it('answers one request id for every part of a request, and another for the next request', () => {
    const a = pageContext();
    const b = pageContext();
    expect(serverContext(a.req, 'sv-SE').requestId).toBe(serverContext(a.req, 'sv-SE').requestId);
    expect(serverContext(a.req, 'en-US').requestId).toBe(serverContext(a.req, 'sv-SE').requestId);
    expect(serverContext(b.req, 'sv-SE').requestId).not.toBe(serverContext(a.req, 'sv-SE').requestId);
  });

  it('builds the 503 page from the same steps: shell, translations, default flags, consent layer and SEO, no page data', async () => {
    const { context, reads } = countingContext({ cookie: IDENTITY_COOKIE, resolvedUrl: '/' });
    const result = await getPageProps(context, {
      routeKey: '/',
      pageType: 'start page',
      load: () => Promise.reject(new HttpError({ kind: 'timeout', code: 'ETIMEDOUT', message: 'down' })),
    });
    expect(context.res.statusCode).toBe(503);
    expect(context.res.getHeader('Retry-After')).toBe('30');
    expect(context.res.getHeader('Cache-Control')).toBe('no-store');
    if (!('props' in result)) throw new Error('expected props');
    const { _nextI18Next, featureFlags, ...rest } = result.props as Record<string, unknown>;
    expect(_nextI18Next).toMatchObject({ initialLocale: 'sv-SE' });
    expect(featureFlags).toEqual(expect.any(Object));
    expect(rest).toEqual({
      shell: { menu: [], footer: { columns: [] }, badges: {}, settings: {}, fees: {} },
      pageType: 'start page',
      consentView: 'banner',
      seo: {
        canonical: 'http://localhost:3000/',
        alternates: expect.arrayContaining([{ hrefLang: 'sv-SE', href: 'http://localhost:3000/' }]),
      },
      serviceUnavailable: true,
      notice: null,
    });
    expect(reads()).toBe(1);
  });
});
