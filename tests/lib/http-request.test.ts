import { z } from 'zod';
import { HttpError } from '@/lib/http/errors';
import { request } from '@/lib/http/request';
import { zodValidator } from '@/lib/http/zod-validator';
import { recordingLogger, testContext } from '../helpers/context';
import { startTestServer, type TestServer } from '../helpers/test-server';

const validate = zodValidator(z.object({ data: z.object({ ok: z.boolean() }) }));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const status = Number(url.searchParams.get('status') ?? 200);
    const mode = url.searchParams.get('mode');
    if (mode === 'slow') return void setTimeout(() => res.end('{"data":{"ok":true}}'), 300);
    if (mode === 'text') return void res.writeHead(status, { 'Content-Type': 'text/plain' }).end('Plain failure text');
    if (mode === 'html')
      return void res
        .writeHead(status, { 'Content-Type': 'text/html' })
        .end('<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1><pre>at upstream.internal:8443</pre></body></html>');
    if (mode === 'html-as-text') return void res.writeHead(status, { 'Content-Type': 'text/plain' }).end('<script>alert(1)</script> Error');
    if (mode === 'json-html')
      return void res
        .writeHead(status, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ message: '<b>Boom</b>', code: '<i>' }));
    if (mode === 'long')
      return void res.writeHead(status, { 'Content-Type': 'text/plain' }).end(`Out of stock LegacyProductId 12588\r\n${'x'.repeat(5000)}`);
    if (mode === 'wrong-shape') return void res.writeHead(200).end('{"data":{"ok":"yes"}}');
    if (mode === 'not-json') return void res.writeHead(200).end('<html>');
    if (status >= 300 && status < 400) {
      const location = url.searchParams.get('location');
      return void res.writeHead(status, location ? { Location: location } : {}).end();
    }
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(status < 300 ? '{"data":{"ok":true}}' : JSON.stringify({ message: `server says ${status}` }));
  });
});
afterAll(() => server.close());

async function failure(path: string, timeoutMs?: number): Promise<HttpError> {
  try {
    await request(`${server.url}${path}`, testContext(), { validate, timeoutMs });
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('request', () => {
  it('returns the validated body and sends the docs/spec.md §7 headers', async () => {
    const ctx = testContext({ locale: 'fi-FI', market: 'FI' });
    await expect(request(`${server.url}/ok`, ctx, { validate })).resolves.toEqual({ data: { ok: true } });
    const headers = server.requests.at(-1)!.headers;
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      'x-request-id': 'test-request-0001',
      'x-referrer-base-url': 'https://shop.example',
      'x-environment': 'test',
      'x-market': 'FI',
      'x-locale': 'fi-FI',
    });
  });

  it.each([
    ['?status=302&location=/kassa/', 'redirect', 302, '/kassa/'],
    ['?status=307', 'redirect', 307, '/'],
    ['?status=308&location=https://evil.example/', 'redirect', 308, '/'],
    ['?status=400', 'bad-request', 400, undefined],
    ['?status=404', 'not-found', 404, undefined],
    ['?status=409', 'conflict', 409, undefined],
    ['?status=502', 'bad-gateway', 502, undefined],
    ['?status=503', 'http', 503, undefined],
  ])('%s fails as %s', async (query, kind, status, location) => {
    const error = await failure(`/x${query}`);
    expect(error).toMatchObject({ kind, status });
    expect(error.location).toBe(location);
    if (kind !== 'redirect') expect(error.message).toBe(`server says ${status}`);
  });

  it('uses a non-JSON error body as the message', async () => {
    expect(await failure('/x?status=500&mode=text')).toMatchObject({ kind: 'http', message: 'Plain failure text' });
  });

  it.each([
    ['an HTML error page', '/x?status=502&mode=html', 'bad-gateway', 'HTTP 502'],
    ['markup sent as text/plain', '/x?status=500&mode=html-as-text', 'http', 'HTTP 500'],
    ['markup inside a JSON message', '/x?status=409&mode=json-html', 'conflict', 'HTTP 409'],
  ])('never passes %s on verbatim: a short status message instead', async (_, path, kind, message) => {
    const error = await failure(path);
    expect(error).toMatchObject({ kind, message });
    expect(error.code).toBeUndefined();
  });

  it('keeps a plain-text message on one line and at most 200 characters (the cart mapping still reads it)', async () => {
    const { message } = await failure('/x?status=409&mode=long');
    expect(message.startsWith('Out of stock LegacyProductId 12588 x')).toBe(true);
    expect(message.length).toBeLessThanOrEqual(200);
    expect(message).not.toMatch(/[\r\n]/);
  });

  it('rejects a body of the wrong shape or not JSON', async () => {
    expect((await failure('/x?mode=wrong-shape')).kind).toBe('invalid-response');
    expect((await failure('/x?mode=not-json')).kind).toBe('invalid-response');
  });

  it('times out', async () => {
    expect(await failure('/x?mode=slow', 50)).toMatchObject({ kind: 'timeout' });
  });

  it('reports a refused connection as a network error', async () => {
    const closed = await startTestServer(() => undefined);
    await closed.close();
    const error = await request(`${closed.url}/`, testContext(), { validate }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', code: 'ECONNREFUSED' });
  });

  it('logs expected errors at debug, others at error, and aborted requests not at all', async () => {
    const log = recordingLogger();
    const ctx = testContext({ log });
    await request(`${server.url}/x?status=404`, ctx, { validate }).catch(() => undefined);
    await request(`${server.url}/x?status=500`, ctx, { validate }).catch(() => undefined);
    const controller = new AbortController();
    const pending = request(`${server.url}/x?mode=slow`, ctx, { validate, signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'aborted' });
    expect(log.lines.map((line) => line.level)).toEqual(['debug', 'error']);
  });
});
