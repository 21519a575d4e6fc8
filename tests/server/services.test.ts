/**
 * Next bundles the pages and each API route apart, so server/services.ts is loaded once per bundle in one
 * process. With the in-process cache, /api/shell must read the same last good footer and menu as the page
 * it completes, or the client's shell differs from the server's HTML (React #418 during an outage).
 */
import type * as Services from '@/server/services';

describe('process-wide services', () => {
  it('one cache, loader and clients for every module graph in the process', async () => {
    const first: typeof Services = await import('@/server/services');
    jest.resetModules();
    const second: typeof Services = await import('@/server/services');
    expect(second).not.toBe(first);
    expect(second.sharedCache()).toBe(first.sharedCache());
    expect(second.shopClient()).toBe(first.shopClient());
    expect(second.catalogClient()).toBe(first.catalogClient());
    expect(second.purchaseClient()).toBe(first.purchaseClient());
  });
});
