/** @jest-environment node */
/**
 * The photo route's door (server/dyo/photo-upload.ts through pages/api/dyo/photos/): limits are
 * taken before a byte of the body is read, the body is read with a cap, and a client that drops
 * its cookie is still limited by its IP.
 */
import photosHandler from '@/pages/api/dyo/photos/index';
import { readPhotoBody } from '@/server/dyo/photo-upload';
import { createMocks } from '../../pages/api-mocks';
import { photoRequest } from '../../pages/photo-request';

async function post(body: Parameters<typeof photoRequest>[0], ip: string, headers: Record<string, string> = {}) {
  const { res } = createMocks('POST', undefined);
  const req = photoRequest(body, headers, ip);
  const started = Date.now();
  await photosHandler(req, res);
  return { res, req, ms: Date.now() - started };
}

describe('POST /api/dyo/photos/ limits before the body is read', () => {
  it('answers 429 at once to a shopper past 30 a minute, even while the body never ends, and reads none of it', async () => {
    const cookie = { cookie: 'nf_uid=4b0c2a9e-1d3f-4c5a-9e7b-2f6d8a1c3e51' };
    // 30 bad uploads (a tiny body that is no image) spend the shopper's minute.
    for (let i = 0; i < 30; i++) expect((await post(Buffer.from('x'), `10.9.0.${i}`, cookie)).res.statusCode).toBe(400);
    const { res, req, ms } = await post('stalls', '10.9.1.1', cookie);
    expect(res.statusCode).toBe(429);
    expect(res.getHeader('retry-after')).toBeDefined();
    expect(res.getHeader('connection')).toBe('close');
    expect(ms).toBeLessThan(1000);
    expect(req.pulled()).toBe(0);
  });

  it('limits a client without the nf_uid cookie by its IP (30 a minute, as a shopper)', async () => {
    for (let i = 0; i < 30; i++) expect((await post(Buffer.from('x'), '10.9.2.1')).res.statusCode).toBe(400);
    const { res, req } = await post('stalls', '10.9.2.1');
    expect(res.statusCode).toBe(429);
    expect(req.pulled()).toBe(0);
    // Another IP without a cookie is not held back by it.
    expect((await post(Buffer.from('x'), '10.9.2.2')).res.statusCode).toBe(400);
  });

  it('answers 413 to a Content-Length over 25 MB before reading a byte', async () => {
    const { res, req, ms } = await post('stalls', '10.9.3.1', { 'content-length': String(25 * 1024 * 1024 + 1) });
    expect(res.statusCode).toBe(413);
    expect(res.jsonBody()).toEqual({ message: 'Image too large' });
    expect(ms).toBeLessThan(1000);
    expect(req.pulled()).toBe(0);
  });

  it('answers 413 to an endless body as soon as it passes 25 MB, and stops reading it', async () => {
    const { res, req } = await post('endless', '10.9.4.1');
    expect(res.statusCode).toBe(413);
    // 25 MB in 1 MB chunks, the one that passes the cap, and at most the stream's read-ahead.
    expect(req.pulled()).toBeLessThanOrEqual(28);
  });

  it('answers 408 to a body that stalls', async () => {
    const req = photoRequest('stalls', {}, '10.9.5.1');
    await expect(readPhotoBody(req, { idleMs: 50 })).rejects.toMatchObject({ status: 408 });
  });

  it('answers 408 to a body that trickles in past the deadline', async () => {
    const req = photoRequest('trickles', {}, '10.9.5.2');
    await expect(readPhotoBody(req, { idleMs: 1000, deadlineMs: 150 })).rejects.toMatchObject({ status: 408 });
  });

  it('holds at most 2 uploads per shopper, 2 per IP (whatever the cookie) and 4 per process: past them a 503 at once', async () => {
    // The held bodies' 15 s idle time passes on a fake clock.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const A = { cookie: 'nf_uid=7e2d4f6a-8b1c-4d3e-a5f7-9c0b1e2d3f4a' };
    const B = { cookie: 'nf_uid=1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' };
    const C = { cookie: 'nf_uid=2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e' };
    const D = { cookie: 'nf_uid=3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f' };
    const E = { cookie: 'nf_uid=4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f80' };
    // Bodies that stall hold their slots (each ends with 408 after the idle time).
    const held: Promise<{ statusCode: number }>[] = [];
    const hold = (headers: Record<string, string>, ip: string) => {
      const { res } = createMocks('POST', undefined);
      held.push(photosHandler(photoRequest('stalls', headers, ip), res).then(() => res));
    };
    const refused = async (headers: Record<string, string>, ip: string) => {
      const { res, req } = await post('stalls', ip, headers);
      expect(req.pulled()).toBe(0);
      return res.statusCode;
    };
    hold(A, '10.9.6.1');
    hold(A, '10.9.6.2');
    // Shopper A holds two.
    expect(await refused(A, '10.9.6.3')).toBe(503);
    hold(B, '10.9.6.1');
    // 10.9.6.1 holds two (A and B): a third cookie from it is refused.
    expect(await refused(C, '10.9.6.1')).toBe(503);
    hold(D, '10.9.6.4');
    // Four held in the process: anyone else is refused.
    expect(await refused(E, '10.9.6.5')).toBe(503);
    await jest.advanceTimersByTimeAsync(15_000);
    jest.useRealTimers();
    expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual([408, 408, 408, 408]);
  });
});
