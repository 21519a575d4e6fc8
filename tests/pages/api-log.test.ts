import { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';

const lines: { level: string; data: Record<string, unknown>; message: string }[] = [];
jest.mock('@/server/log/pino-logger', () => {
  const make = (level: string) => (data: Record<string, unknown>, message: string) => lines.push({ level, data, message });
  return { requestLogger: () => ({ debug: make('debug'), info: make('info'), warn: make('warn'), error: make('error') }) };
});

import { cleanString, sanitize } from '@/server/log/client-log';
import { createTokenBuckets } from '@/server/log/token-bucket';

let ipCounter = 0;

async function post(
  body: string | Buffer | Readable,
  { ip = `10.0.0.${++ipCounter}`, method = 'POST', headers = {} as Record<string, string> } = {},
) {
  const { default: handler } = await import('@/pages/api/log');
  const req = Object.assign(body instanceof Readable ? body : Readable.from([Buffer.from(body)]), {
    method,
    url: '/api/log/',
    query: {},
    headers: { 'content-type': 'application/json', 'user-agent': 'Jest\nAgent', ...headers },
    socket: { remoteAddress: ip },
  }) as unknown as NextApiRequest;
  let status = 200;
  let json: unknown;
  const sent: Record<string, unknown> = {};
  const res = {
    setHeader: (name: string, value: unknown) => ((sent[name.toLowerCase()] = value), res),
    getHeader: (name: string) => sent[name.toLowerCase()],
    status(code: number) {
      status = code;
      return res;
    },
    json(value: unknown) {
      json = value;
      return res;
    },
    end() {
      return res;
    },
  } as unknown as NextApiResponse;
  await handler(req, res);
  return { status, json, headers: sent };
}

beforeEach(() => (lines.length = 0));

describe('POST /api/log/', () => {
  it.each(['info', 'warn', 'error'])('accepts level %s with 204 and logs it with build id and user agent', async (level) => {
    const { status } = await post(JSON.stringify({ level, data: { message: 'hello', key: 'k' } }));
    expect(status).toBe(204);
    expect(lines).toEqual([
      { level, message: 'hello', data: { source: 'browser', buildId: expect.any(String), userAgent: 'Jest Agent', client: { key: 'k' } } },
    ]);
  });

  it.each([
    ['debug (kept in the browser console, refused here)', { level: 'debug', data: {} }, 'Unsupported level'],
    ['an unknown level', { level: 'fatal', data: {} }, 'Unsupported level'],
    ['no level', { data: {} }, 'Invalid log line'],
    ['data that is not an object', { level: 'info', data: 'x' }, 'Invalid log line'],
    [
      'too many fields',
      { level: 'info', data: Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`k${i}`, i])) },
      'Invalid log line',
    ],
  ])('refuses %s with 400 and a JSON error', async (_, body, message) => {
    const { status, json } = await post(JSON.stringify(body));
    expect(status).toBe(400);
    expect(json).toEqual({ message });
    expect(lines).toEqual([]);
  });

  it('refuses a body that is not JSON with 400', async () => {
    expect(await post('level=info')).toMatchObject({ status: 400, json: { message: 'Body is not JSON' } });
  });

  it('refuses a body over 16 KiB with 413, and one just under is fine', async () => {
    const big = JSON.stringify({ level: 'info', data: { message: 'x'.repeat(17 * 1024) } });
    expect(await post(big)).toMatchObject({ status: 413, json: { message: 'Log line too large' } });
    const small = JSON.stringify({ level: 'info', data: { message: 'x'.repeat(15 * 1024) } });
    expect((await post(small)).status).toBe(204);
  });

  it('answers 408 to a log body that stops arriving (5 s without a byte), so a trickle holds nothing', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const stalled = new Readable({ read: () => undefined });
      stalled.push('{"level":"info",');
      const answer = post(stalled);
      await jest.advanceTimersByTimeAsync(5_001);
      expect(await answer).toMatchObject({ status: 408, json: { message: 'Log line too slow' } });
    } finally {
      jest.useRealTimers();
    }
  });

  it('allows 30 lines a minute per client IP, then answers 429; other clients are unaffected', async () => {
    const body = JSON.stringify({ level: 'info', data: { message: 'm' } });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await post(body, { ip: '192.0.2.1' })).status);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await post(body, { ip: '192.0.2.2' })).status).toBe(204);
  });

  it.each([
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['a page with no origin', { origin: 'null' }],
  ])("refuses a post from %s with 403, writes nothing and leaves the client's 30 lines alone", async (_, headers) => {
    const body = JSON.stringify({ level: 'error', data: { message: 'forged line' } });
    for (let i = 0; i < 31; i++) expect((await post(body, { ip: '192.0.2.9', headers })).status).toBe(403);
    expect(lines.filter((line) => line.data.source === 'browser')).toHaveLength(0);
    expect(
      (
        await post(body, {
          ip: '192.0.2.9',
          headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin', host: 'localhost:3000' },
        })
      ).status,
    ).toBe(204);
  });

  it('tells a limited client when to come back (Retry-After, whole seconds ≥ 1)', async () => {
    const body = JSON.stringify({ level: 'info', data: { message: 'm' } });
    for (let i = 0; i < 30; i++) await post(body, { ip: '192.0.2.3' });
    const limited = await post(body, { ip: '192.0.2.3' });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('only answers POST', async () => {
    expect((await post('{}', { method: 'GET' })).status).toBe(405);
  });

  it('control characters and line breaks cannot forge a log line', async () => {
    const forged = 'ok\n{"level":50,"msg":"forged"}\r\u2028\u0000\u001b[31m';
    await post(JSON.stringify({ level: 'warn', data: { message: forged, nested: { [`k\ney`]: [forged] } } }));
    const line = lines[0]!;
    // eslint-disable-next-line no-control-regex -- the point of the test
    expect(line.message).not.toMatch(/[\n\r\u2028\u0000\u001b]/);
    expect(JSON.stringify(line.data)).not.toMatch(/\\n|\\r|\\u2028|\\u0000|\\u001b/);
    expect(line.data.client).toEqual({ nested: { 'k ey': ['ok {"level":50,"msg":"forged"}    [31m'] } });
  });
});

describe('log intake helpers', () => {
  it('sanitize bounds depth and replaces non-finite numbers', () => {
    expect(sanitize({ a: { b: { c: { d: { e: 1 } } } } })).toEqual({ a: { b: { c: { d: '[truncated]' } } } });
    expect(sanitize({ n: Infinity, f: () => 1 })).toEqual({ n: null, f: null });
    expect(cleanString('a\tb')).toBe('a b');
  });

  it('the token bucket refills over time', () => {
    let now = 0;
    const buckets = createTokenBuckets({ capacity: 2, windowMs: 60_000, now: () => now });
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([true, true, false]);
    now += 30_000;
    expect([buckets.take('a'), buckets.take('a')]).toEqual([true, false]);
  });
});
