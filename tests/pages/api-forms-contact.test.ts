import { HttpError } from '@/lib/http/errors';
import { formMocks } from './form-mocks';

const contact = jest.fn();
jest.mock('@/server/services', () => {
  const { createMemoryCache } = jest.requireActual<{ createMemoryCache: () => unknown }>('@/lib/cache/memory-cache');
  const cache = createMemoryCache();
  return { catalogClient: () => ({ contact }), sharedCache: () => cache };
});
jest.mock('@/server/report-server-error', () => ({ reportServerError: jest.fn(() => Promise.resolve()) }));

// Imported after the mock so the form talks to the fake service.
import handler, { config } from '@/pages/api/forms/contact';
import { readContactDraft } from '@/server/forms/contact-draft';
import { CONTACT_MESSAGES_BURST } from '@/server/contact-limit';

const USER = '0b7c9d2e-3f4a-4b5c-8d6e-7f8091a2b3c4';
const OTHER_USER = '3e0f2a5b-6c7d-4e8f-9a01-b2c3d4e5f607';
const CART = '1c8d0e3f-4a5b-4c6d-9e7f-8091a2b3c4d5';
let keyNumber = 0;
const freshKey = () => `contact-key-${String(++keyNumber).padStart(8, '0')}`;
let ipNumber = 0;
const freshIp = () => `10.9.0.${++ipNumber}`;

const PAGE = '/fi-FI/asiakaspalvelu/yhteydenotto/';
const valid = {
  kind: 'contact',
  name: 'Matti Meikäläinen',
  email: 'matti@example.fi',
  message: 'Missä pakettini on? Tilasin sen viime viikolla.',
  returnTo: PAGE,
  locale: 'fi-FI',
};

async function post(body: Record<string, unknown>, { ip = freshIp(), headers = {} as Record<string, string | undefined> } = {}) {
  const { req, res } = formMocks('POST', body, { cookie: `nf_uid=${USER}; nf_cid=${CART}`, ...headers });
  (req as unknown as { socket: { remoteAddress: string } }).socket = { remoteAddress: ip };
  await handler(req, res);
  return res;
}

const draftIdOf = (location: string | undefined) => new URL(location ?? '', 'http://x').searchParams.get('draft');

beforeEach(() => {
  contact.mockReset();
  contact.mockResolvedValue({ ticketId: 'CS-004711' });
});

describe('POST /api/forms/contact/ (the contact forms without JavaScript)', () => {
  it('sends a valid message and answers 303 to the page with an opaque draft id, never a typed field', async () => {
    const res = await post({ ...valid, key: freshKey() });
    expect(res.statusCode).toBe(303);
    expect(res.getHeader('Cache-Control')).toBe('no-store');
    const location = res.location()!;
    expect(location).toMatch(/^\/fi-FI\/asiakaspalvelu\/yhteydenotto\/\?draft=[A-Za-z0-9_-]{22}$/);
    for (const typed of ['Matti', 'matti', 'example', 'paketti', '%40']) expect(location).not.toContain(typed);
    expect(contact).toHaveBeenCalledWith(expect.anything(), {
      kind: 'contact',
      name: 'Matti Meikäläinen',
      email: 'matti@example.fi',
      message: 'Missä pakettini on? Tilasin sen viime viikolla.',
      orderId: undefined,
    });
    expect(await readContactDraft(draftIdOf(location), USER)).toEqual({ state: 'sent', kind: 'contact', ticketId: 'CS-004711' });
  });

  it('shows a draft only to the browser that sent it', async () => {
    const res = await post({ ...valid, key: freshKey() });
    const id = draftIdOf(res.location());
    expect(await readContactDraft(id, OTHER_USER)).toBeNull();
    expect(await readContactDraft(id, undefined)).toBeNull();
    expect(await readContactDraft('not-an-id', USER)).toBeNull();
  });

  it('keeps what was typed and why it was refused, sends nothing, and drops an earlier draft from returnTo', async () => {
    const res = await post({
      ...valid,
      kind: 'ordercontact',
      email: 'matti(at)example',
      orderId: '12345',
      returnTo: `${PAGE}?draft=AAAAAAAAAAAAAAAAAAAAAA`,
      key: freshKey(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.location()).toMatch(/^\/fi-FI\/asiakaspalvelu\/yhteydenotto\/\?draft=[A-Za-z0-9_-]{22}$/);
    expect(res.location()).not.toContain('AAAAAAAAAAAAAAAAAAAAAA');
    expect(contact).not.toHaveBeenCalled();
    expect(await readContactDraft(draftIdOf(res.location()), USER)).toEqual({
      state: 'invalid',
      kind: 'ordercontact',
      values: {
        name: 'Matti Meikäläinen',
        email: 'matti(at)example',
        message: 'Missä pakettini on? Tilasin sen viime viikolla.',
        orderId: '12345',
      },
      errors: { email: 'invalidEmail', orderId: 'invalidOrderId' },
    });
  });

  it('a second delivery of the same press sends one message and shows the same case number', async () => {
    const key = freshKey();
    const first = await post({ ...valid, key });
    const second = await post({ ...valid, key });
    expect(contact).toHaveBeenCalledTimes(1);
    expect(second.location()).toBe(first.location());
  });

  it('a message the service could not take keeps the fields, and the same press may be sent again', async () => {
    const key = freshKey();
    contact.mockRejectedValueOnce(new HttpError({ kind: 'bad-gateway', status: 502, message: 'down' }));
    const failed = await post({ ...valid, key });
    expect(await readContactDraft(draftIdOf(failed.location()), USER)).toEqual({
      state: 'failed',
      kind: 'contact',
      values: {
        name: 'Matti Meikäläinen',
        email: 'matti@example.fi',
        message: 'Missä pakettini on? Tilasin sen viime viikolla.',
        orderId: '',
      },
    });
    const again = await post({ ...valid, key });
    expect(await readContactDraft(draftIdOf(again.location()), USER)).toEqual({ state: 'sent', kind: 'contact', ticketId: 'CS-004711' });
    expect(contact).toHaveBeenCalledTimes(2);
  });

  it(`takes ${CONTACT_MESSAGES_BURST} messages per client, then keeps the next one as a draft that says to wait`, async () => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_MESSAGES_BURST; i++) await post({ ...valid, key: freshKey() }, { ip });
    const limited = await post({ ...valid, key: freshKey() }, { ip });
    expect(contact).toHaveBeenCalledTimes(CONTACT_MESSAGES_BURST);
    expect(await readContactDraft(draftIdOf(limited.location()), USER)).toMatchObject({
      state: 'limited',
      values: { name: 'Matti Meikäläinen' },
    });
  });

  it('refuses a cross-site POST (403), another method (405) and a JSON body (415), and sends nothing', async () => {
    expect(
      (await post({ ...valid, key: freshKey() }, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }))
        .statusCode,
    ).toBe(403);
    const { req, res } = formMocks('GET', undefined);
    await handler(req, res);
    expect(res.statusCode).toBe(405);
    expect((await post({ ...valid, key: freshKey() }, { headers: { 'content-type': 'application/json' } })).statusCode).toBe(415);
    expect(contact).not.toHaveBeenCalled();
  });

  it('without a valid kind or one-time key says the form could not be read', async () => {
    for (const body of [
      { ...valid, key: 'short' },
      { ...valid, kind: 'complaint', key: freshKey() },
      { ...valid, key: [freshKey(), freshKey()] },
    ]) {
      const res = await post(body);
      expect(res.location()).toBe(`${PAGE}?notice=form-invalid`);
    }
    expect(contact).not.toHaveBeenCalled();
  });

  it('takes a full message of non-ASCII letters (16 kB body)', () => {
    expect(config.api.bodyParser.sizeLimit).toBe('16kb');
  });
});
