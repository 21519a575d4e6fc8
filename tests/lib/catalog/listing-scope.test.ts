import { parseListingScope } from '@/lib/catalog/listing-scope';

describe('parseListingScope', () => {
  it.each([
    ['category', 'horlurar', { kind: 'category', key: 'horlurar' }],
    ['campaign', 'black-week', { kind: 'campaign', key: 'black-week' }],
    ['storefront', 'apple/iphone', { kind: 'storefront', key: 'apple/iphone' }],
    ['merchant', 'm123', { kind: 'merchant', key: 'm123' }],
    ['brand', 'nordic-sound', { kind: 'brand', key: 'nordic-sound' }],
    ['q', '  blå   tröja ', { kind: 'q', key: 'blå tröja' }],
  ])('reads %s %s', (kind, key, expected) => {
    expect(parseListingScope(kind, key)).toEqual(expected);
  });

  it.each([
    ['an unknown kind', 'ids', 'x'],
    ['no kind', undefined, 'x'],
    ['no key', 'category', undefined],
    ['an empty term', 'q', '   '],
    ['markup', 'category', '<script>'],
    ['a path out', 'storefront', '../etc'],
    ['a huge key', 'category', 'a'.repeat(100_000)],
  ])('refuses %s', (_name, kind, key) => {
    expect(parseListingScope(kind, key)).toBeNull();
  });

  it('takes the first of repeated parameters', () => {
    expect(parseListingScope(['category', 'q'], ['mode', 'x'])).toEqual({ kind: 'category', key: 'mode' });
  });
});
