/** @jest-environment node */
// Every in-process cache stays bounded in entries and in bytes after many unique inputs (2026-11-26:
// `npm run soak` gives every round a new shopper, so every cart URL and shopper id is new; a crawler
// does the same with URLs). Pages and answers are counted as V8 holds them: two bytes per character
// for a string with any character beyond Latin-1 (docs/reliability.md#soak).
import { stringBytes } from '@/lib/cache/string-bytes';
import { createMemoryCache } from '@/lib/cache/memory-cache';
import { PAGE_CACHE_MAX_BYTES, PAGE_CACHE_MAX_PAGES, pageBytes, pageCache } from '@/lib/page-cache';
import { createTokenBuckets } from '@/server/log/token-bucket';

/** Text like a storefront page's: mostly ASCII, with the shell's "–" and "★" (UTF-16 in V8). */
const twoByteText = (chars: number) => `${'<div class="product">Laddare – snabb ★ </div>'.repeat(Math.ceil(chars / 44))}`.slice(0, chars);

describe('stringBytes', () => {
  it('counts one byte per character for Latin-1 text and two for text with any character beyond it', () => {
    expect(stringBytes('Hållbar laddare för mobil')).toBe(25);
    expect(stringBytes('Laddare – snabb')).toBe(30);
    expect(stringBytes('')).toBe(0);
  });
});

describe('the rendered-page cache', () => {
  beforeEach(() => pageCache().clear());
  afterAll(() => pageCache().clear());

  it('holds at most its bytes of HTML as V8 stores it, after more unique pages than fit', () => {
    const html = twoByteText(50_000); // 100 kB in the heap: one string shared by every entry, so the test itself stays small
    expect(pageBytes({ parts: [html] })).toBe(100_000);
    for (let i = 0; i < PAGE_CACHE_MAX_PAGES * 2; i++)
      pageCache().set(`/s/?q=${i}`, { parts: [html.slice(0, 10), html.slice(10)], cacheControl: 'public', contentType: 'text/html' });
    // Counting characters kept all 2,000 pages: 200 MB under a 100 MB bound.
    expect(pageCache().size * 100_000).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES);
    expect(pageCache().calculatedSize).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES);
    expect(pageCache().size).toBeGreaterThan(900);
    expect(pageCache().has(`/s/?q=${PAGE_CACHE_MAX_PAGES * 2 - 1}`)).toBe(true);
    expect(pageCache().has('/s/?q=0')).toBe(false);
  });

  it('holds at most its number of pages however small they are', () => {
    for (let i = 0; i < PAGE_CACHE_MAX_PAGES + 500; i++)
      pageCache().set(`/p/${i}/`, { parts: ['<html>', '</html>'], cacheControl: 'public', contentType: 'text/html' });
    expect(pageCache().size).toBe(PAGE_CACHE_MAX_PAGES);
  });

  it('counts a Latin-1 page at one byte per character', () => {
    expect(pageBytes({ parts: ['<p>Hållbar ', ' laddare</p>'] })).toBe(23);
  });
});

describe('the in-process shared cache (no Redis)', () => {
  it('forgets the oldest answers once its bytes are full, long before its entry count is', async () => {
    const cache = createMemoryCache(5_000, 64_000_000);
    const answer = twoByteText(100_000); // 200 kB: a large catalog listing
    for (let i = 0; i < 1_000; i++) await cache.set(`catalog:articles?page=${i}`, answer, 60);
    let kept = 0;
    for (let i = 0; i < 1_000; i++) if ((await cache.get(`catalog:articles?page=${i}`)) !== undefined) kept++;
    // Bounded by entries only, all 1,000 stayed (200 MB).
    expect(kept * 200_000).toBeLessThanOrEqual(64_000_000);
    expect(kept).toBeGreaterThan(250);
    expect(await cache.get('catalog:articles?page=999')).toBe(answer);
    expect(await cache.get('catalog:articles?page=0')).toBeUndefined();
  });

  it('still counts with incr and keeps small entries up to its entry count', async () => {
    const cache = createMemoryCache(100);
    for (let i = 0; i < 150; i++) await cache.set(`k${i}`, 'v', 60);
    expect(await cache.get('k49')).toBeUndefined();
    expect(await cache.get('k50')).toBe('v');
    expect(await cache.incr('n', 60)).toBe(1);
    expect(await cache.incr('n', 60)).toBe(2);
  });
});

describe('token buckets', () => {
  it('forget the least recently seen keys once their bytes are full, before their key count is', () => {
    const buckets = createTokenBuckets({ capacity: 1, windowMs: 60_000, maxKeys: 10_000, maxBytes: 2_000_000, now: () => 0 });
    const key = (i: number) => `${'shopper-'.padEnd(1_000, 'x')}${i}`; // 1 kB keys: 3,000 of them are 3 MB
    expect(buckets.take(key(0))).toBe(true);
    expect(buckets.take(key(0))).toBe(false);
    for (let i = 1; i < 3_000; i++) buckets.take(key(i));
    // Forgotten, so it starts full again (bounded by count only, 3,000 keys stayed and it was still empty).
    expect(buckets.take(key(0))).toBe(true);
    expect(buckets.take(key(2_999))).toBe(false);
  });
});
