import { request } from 'node:http';
import { installMethodGuard } from '@/server/method-guard';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
const handled: string[] = [];

beforeAll(async () => {
  await installMethodGuard();
  server = await startTestServer((req, res) => {
    handled.push(req.method ?? '');
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

  it('never lets TRACK reach the app either (Node\'s parser already refuses it)', async () => {
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
