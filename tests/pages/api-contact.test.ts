import type { NextApiRequest } from 'next';
import { HttpError } from '@/lib/http/errors';
import { createMocks } from './api-mocks';

const contact = jest.fn();
jest.mock('@/server/services', () => ({ catalogClient: () => ({ contact }) }));

import handler, { config } from '@/pages/api/contact';
import { CONTACT_ATTEMPTS_PER_MINUTE, CONTACT_MESSAGES_BURST } from '@/server/contact-limit';

const valid = { kind: 'contact', name: 'Anna', email: 'anna@example.se', message: 'Hej, var är mitt paket?' };

function post(body: unknown, { ip = '10.2.0.1', headers = {} as Record<string, string> } = {}) {
  const { req, res } = createMocks('POST', body, { host: 'localhost:3000', ...headers });
  (req as unknown as { socket: { remoteAddress: string } }).socket = { remoteAddress: ip };
  return { res, done: handler(req as NextApiRequest, res) };
}

beforeEach(() => {
  contact.mockReset();
  contact.mockResolvedValue({ ticketId: 'T-1' });
});

describe('POST /api/contact/', () => {
  it('sends a valid message and answers the ticket id', async () => {
    const { res, done } = post(valid, { ip: '10.2.0.10', headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' } });
    await done;
    expect(res.statusCode).toBe(201);
    expect(res.jsonBody()).toEqual({ ticketId: 'T-1' });
  });

  it.each<[string, Record<string, string>, number]>([
    [
      'a cross-site form post',
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      415,
    ],
    ['a text/plain body (the other type a form can send)', { 'content-type': 'text/plain' }, 415],
    ['JSON from another origin', { origin: 'https://evil.example' }, 403],
    ['JSON from a cross-site fetch', { 'sec-fetch-site': 'cross-site' }, 403],
  ])('refuses %s and sends nothing', async (_, headers, status) => {
    const { res, done } = post(valid, { ip: '10.2.0.11', headers });
    await done;
    expect(res.statusCode).toBe(status);
    expect(contact).not.toHaveBeenCalled();
  });

  it(`allows ${CONTACT_MESSAGES_BURST} messages per client, then 429 with Retry-After; invalid forms and other clients do not count`, async () => {
    for (let i = 0; i < 3; i++) {
      const invalid = post({ ...valid, email: 'x' }, { ip: '10.2.0.20' });
      await invalid.done;
      expect(invalid.res.statusCode).toBe(400);
    }
    for (let i = 0; i < CONTACT_MESSAGES_BURST; i++) {
      const ok = post(valid, { ip: '10.2.0.20' });
      await ok.done;
      expect(ok.res.statusCode).toBe(201);
    }
    const limited = post(valid, { ip: '10.2.0.20' });
    await limited.done;
    expect(limited.res.statusCode).toBe(429);
    expect(String(limited.res.getHeader('Retry-After'))).toMatch(/^[1-9]\d*$/);
    expect(contact).toHaveBeenCalledTimes(CONTACT_MESSAGES_BURST);
    const other = post(valid, { ip: '10.2.0.21' });
    await other.done;
    expect(other.res.statusCode).toBe(201);
  });

  it('takes a body of at most 16 kB (a message is 2,000 characters)', () => {
    expect(config.api.bodyParser.sizeLimit).toBe('16kb');
  });

  it(`counts every attempt before validating: past ${CONTACT_ATTEMPTS_PER_MINUTE} a minute, 429 without looking at the body`, async () => {
    for (let i = 0; i < CONTACT_ATTEMPTS_PER_MINUTE; i++) {
      const invalid = post({ ...valid, email: 'x' }, { ip: '10.2.0.40' });
      await invalid.done;
      expect(invalid.res.statusCode).toBe(400);
    }
    const body = {
      get email(): string {
        throw new Error('validated after the limit');
      },
    };
    const limited = post(body, { ip: '10.2.0.40' });
    await limited.done;
    expect(limited.res.statusCode).toBe(429);
    expect(String(limited.res.getHeader('Retry-After'))).toMatch(/^[1-9]\d*$/);
  });

  it('refuses a hostile e-mail address at once', async () => {
    const start = performance.now();
    const { res, done } = post({ ...valid, email: `a@${'a.'.repeat(8000)} ` }, { ip: '10.2.0.41' });
    await done;
    expect(res.statusCode).toBe(400);
    expect(res.jsonBody()).toEqual({ message: 'Invalid input', fields: { email: 'invalidEmail' } });
    expect(performance.now() - start).toBeLessThan(50);
  });

  it('turns the service refusing the message into a general field error', async () => {
    contact.mockRejectedValue(new HttpError({ kind: 'bad-request', status: 400, message: 'no' }));
    const { res, done } = post(valid, { ip: '10.2.0.30' });
    await done;
    expect(res.statusCode).toBe(400);
    expect(res.jsonBody()).toEqual({ message: 'Invalid input', fields: {} });
  });
});
