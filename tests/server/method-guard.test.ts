import { request } from 'node:http';
import { installMethodGuard } from '@/server/method-guard';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
const handled: string[] = [];
/** The x-nonce each request reached the app with. */
const nonces: string[] = [];

beforeAll(async () => {
  await installMethodGuard();
  server = await startTestServer((req, res) => {
    handled.push(req.method ?? '');
    const nonce = req.headers['x-nonce'];
    if (typeof nonce === 'string') nonces.push(nonce);
    res.end('ok');
  });
});
afterAll(() => server.close());

function call(method: string, path: string): Promise<{ status: number; allow: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('method guard in front of Next (TRACE and TRACK cannot become a fetch Request)', () => {
  it('answers TRACE with 405 before the app sees it', async () => {
    handled.length = 0;
    expect(await call('TRACE', '/')).toEqual({ status: 405, allow: 'GET, HEAD' });
    expect(await call('TRACE', '/api/log/')).toEqual({ status: 405, allow: undefined });
    expect(handled).toEqual([]);
  });

  it("never lets TRACK reach the app either (Node's parser already refuses it)", async () => {
    handled.length = 0;
    expect((await call('TRACK', '/')).status).toBeGreaterThanOrEqual(400);
    expect(handled).toEqual([]);
  });

  it('lets every other method through to the app (proxy.ts and the API routes decide)', async () => {
    handled.length = 0;
    for (const method of ['GET', 'HEAD', 'POST', 'PROPFIND']) expect((await call(method, '/')).status).toBe(200);
    expect(handled).toEqual(['GET', 'HEAD', 'POST', 'PROPFIND']);
  });
});

function get(path: string) {
  return getWith(path, {});
}

function getWith(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const PAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': expect.stringContaining('camera=()'),
  'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
};

describe('answers Next would give badly', () => {
  it.each(['/produkt/%E0%A4%A/', '/kategori/%FF/', '/fi-FI/tuote/%E0%A4%A/x/'])(
    "%s: Next renders its 400 page with a fresh nonce, under the page headers with that nonce's CSP",
    async (path) => {
      handled.length = 0;
      nonces.length = 0;
      const res = await get(path);
      expect(handled).toEqual(['GET']);
      expect(res.headers).toMatchObject({ ...PAGE_HEADERS, 'cache-control': 'no-store' });
      const [nonce] = nonces;
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{24,}$/);
      expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
      expect(res.headers['content-security-policy']).toContain("'strict-dynamic'");
    },
  );

  it('a client cannot choose that nonce', async () => {
    nonces.length = 0;
    const res = await getWith('/kategori/%FF/', {
      'x-nonce': 'attacker-chosen-nonce-AAAA',
      'x-edge-nonce-token': 'attacker-chosen-nonce-AAAA',
    });
    expect(nonces[0]).not.toBe('attacker-chosen-nonce-AAAA');
    expect(res.headers['content-security-policy']).not.toContain('attacker');
  });

  it('lets well-formed escapes through', async () => {
    handled.length = 0;
    expect((await get('/s%C3%B6k/?q=%E0%A4%A')).status).toBe(200);
    expect(handled).toEqual(['GET']);
  });

  it.each([
    '/_next/image?url=%2F__health%2Fready&w=640&q=75',
    '/_next/image/?url=%2F__health%2Fready&w=640&q=75',
    '/_next/image?url=%2Fprodukt%2F100017%2Fx%2F&w=640&q=75',
    '/_next/image?url=%2Fapi%2Fshell%2F&w=64&q=75',
  ])('%s: 400 with the security headers, not a 500', async (path) => {
    handled.length = 0;
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.headers).toMatchObject(PAGE_HEADERS);
    expect(handled).toEqual([]);
  });

  it('lets images through to Next', async () => {
    handled.length = 0;
    for (const path of [
      '/_next/image?url=%2Fapi%2Fdyo%2Fdesigns%2Fabc%2Fpreview.png&w=64&q=75',
      '/_next/image?url=http%3A%2F%2F127.0.0.1%3A4010%2Fimages%2F1.jpg&w=64&q=75',
      '/_next/image?url=%2Ffavicon.svg&w=64&q=75',
    ]) {
      expect((await get(path)).status).toBe(200);
    }
    expect(handled).toHaveLength(3);
  });
});
