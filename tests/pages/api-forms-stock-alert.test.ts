import { HttpError } from '@/lib/http/errors';
import { formMocks } from './form-mocks';

const catalog = { stockAlert: jest.fn() };
jest.mock('@/server/services', () => {
  const { createMemoryCache } = jest.requireActual<{ createMemoryCache: () => unknown }>('@/lib/cache/memory-cache');
  const cache = createMemoryCache();
  return { catalogClient: () => catalog, sharedCache: () => cache };
});
jest.mock('@/server/report-server-error', () => ({ reportServerError: jest.fn(() => Promise.resolve()) }));

// Imported after the mock so the form talks to the fake client.
import handler from '@/pages/api/forms/stock-alert';

const BACK = '/produkt/100084/nordic-sound-tradlost-tangentbord-frost-plus-gra/';

async function post(body: Record<string, unknown>, headers: Record<string, string | undefined> = {}) {
  const { req, res } = formMocks('POST', body, headers);
  await handler(req, res);
  return res;
}

beforeEach(() => {
  catalog.stockAlert.mockReset();
  catalog.stockAlert.mockResolvedValue({ alertId: 'a1', articleId: '100084' });
});

describe('POST /api/forms/stock-alert/ (tell me when it is back)', () => {
  it('stores the alert with the shop service and 303s back with a confirmation, the address never in the URL', async () => {
    const res = await post({ articleId: '100084', email: ' kari@example.no ', returnTo: BACK, locale: 'nb-NO' });
    expect(res.statusCode).toBe(303);
    expect(res.location()).toBe(`${BACK}?notice=stock-alert-saved`);
    expect(res.getHeader('Cache-Control')).toBe('no-store');
    expect(catalog.stockAlert).toHaveBeenCalledWith(expect.objectContaining({ locale: 'nb-NO' }), '100084', { email: 'kari@example.no' });
  });

  it('answers an invalid address with the invalid-address notice and sends nothing', async () => {
    for (const email of ['', 'kari', 'kari@', 'a b@c.se', `${'x'.repeat(250)}@example.se`]) {
      const res = await post({ articleId: '100084', email, returnTo: BACK, locale: 'sv-SE' });
      expect(res.location()).toBe(`${BACK}?notice=stock-alert-invalid`);
      expect(res.location()).not.toContain('@');
    }
    expect(catalog.stockAlert).not.toHaveBeenCalled();
  });

  it('maps the shop service refusing, not knowing the article, or failing to a notice', async () => {
    catalog.stockAlert.mockRejectedValueOnce(new HttpError({ kind: 'bad-request', status: 400, message: 'Enter a valid email address.' }));
    expect((await post({ articleId: '100084', email: 'kari@example.no', returnTo: BACK })).location()).toBe(
      `${BACK}?notice=stock-alert-invalid`,
    );
    catalog.stockAlert.mockRejectedValueOnce(new HttpError({ kind: 'not-found', status: 404, message: 'Article 100084 not found' }));
    expect((await post({ articleId: '100084', email: 'kari@example.no', returnTo: BACK })).location()).toBe(`${BACK}?notice=error`);
    catalog.stockAlert.mockRejectedValueOnce(new HttpError({ kind: 'timeout', status: 0, message: 'timeout' }));
    expect((await post({ articleId: '100084', email: 'kari@example.no', returnTo: BACK })).location()).toBe(
      `${BACK}?notice=stock-alert-unavailable`,
    );
  });

  it('refuses a form without a valid article id and a cross-site post', async () => {
    expect((await post({ articleId: '../x', email: 'kari@example.no', returnTo: BACK })).location()).toBe(`${BACK}?notice=form-invalid`);
    const cross = await post({ articleId: '100084', email: 'kari@example.no', returnTo: BACK }, { 'sec-fetch-site': 'cross-site' });
    expect(cross.statusCode).toBe(403);
    expect(catalog.stockAlert).not.toHaveBeenCalled();
  });
});
