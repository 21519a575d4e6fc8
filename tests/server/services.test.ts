/**
 * Next bundles the pages and each API route apart, so server/services.ts is loaded once per bundle in one
 * process. With the in-process cache, /api/shell must read the same last good footer and menu as the page
 * it completes, or the client's shell differs from the server's HTML (React #418 during an outage): the cache
 * is one per process. The clients are one per bundle: their errors are checked with `instanceof` against the
 * bundle's own classes, so a client made by another bundle would throw errors this one cannot recognise.
 */
import type * as Services from '@/server/services';

describe('process-wide services', () => {
  it('one cache for every module graph in the process, clients of its own per graph', async () => {
    const first: typeof Services = await import('@/server/services');
    jest.resetModules();
    const second: typeof Services = await import('@/server/services');
    expect(second).not.toBe(first);
    expect(second.sharedCache()).toBe(first.sharedCache());
    expect(second.dyoClient()).not.toBe(first.dyoClient());
    expect(second.catalogClient()).not.toBe(first.catalogClient());
  });
});
