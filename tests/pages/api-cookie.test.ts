import { createMocks } from './api-mocks';
import handler from '@/pages/api/cookie';

const ID = '0b7c9d2e-3f4a-4b5c-8d6e-7f8091a2b3c4';

describe('PUT /api/cookie/', () => {
  it('sets one of our long-lived cookies for the asked number of days', async () => {
    const { req, res } = createMocks('PUT', { name: 'nf_uid', value: ID, expirationDays: 365 });
    await handler(req, res);
    expect(res.statusCode).toBe(200);
    expect(res.getHeader('Set-Cookie')).toBe(`nf_uid=${ID}; Path=/; Max-Age=31536000; SameSite=Lax`);
  });

  it.each([
    ['a foreign name', { name: 'session', value: ID, expirationDays: 10 }],
    ['zero days', { name: 'nf_uid', value: ID, expirationDays: 0 }],
    ['too many days', { name: 'nf_uid', value: ID, expirationDays: 366 }],
    ['longer than the cookie lives', { name: 'nf_cid', value: ID, expirationDays: 30 }],
    ['fractional days', { name: 'nf_uid', value: ID, expirationDays: 1.5 }],
    ['a malformed value', { name: 'nf_uid', value: 'x; Domain=evil.example', expirationDays: 10 }],
    ['a value with a newline', { name: 'nf_cid', value: `${ID}\r\nSet-Cookie: a=b`, expirationDays: 10 }],
    ['a missing body', undefined],
    ['a string body', 'nf_uid'],
  ])('refuses %s with 400 and sets nothing', async (_, body) => {
    const { req, res } = createMocks('PUT', body);
    await handler(req, res);
    expect(res.statusCode).toBe(400);
    expect(res.jsonBody()).toEqual({ message: expect.any(String) });
    expect(res.getHeader('Set-Cookie')).toBeUndefined();
  });

  it('answers 405 to other methods', async () => {
    const { req, res } = createMocks('GET', undefined);
    await handler(req, res);
    expect(res.statusCode).toBe(405);
  });
});
