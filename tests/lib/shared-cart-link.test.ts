import { decodeSharedItems, encodeSharedItems, MAX_SHARED_ITEMS } from '@/lib/shared-cart-link';

describe('shared cart links', () => {
  it('round-trips items, with and without designs', () => {
    const items = [
      { articleId: '100017', quantity: 2 },
      { articleId: '190003', dyoId: 'd-1', quantity: 1 },
    ];
    expect(decodeSharedItems(encodeSharedItems(items))).toEqual([
      { articleId: '100017', dyoId: undefined, quantity: 2 },
      { articleId: '190003', dyoId: 'd-1', quantity: 1 },
    ]);
  });

  it.each([
    [undefined],
    [''],
    [['100017*1']],
    ['100017'],
    ['100017*0'],
    ['100017*100'],
    ['100017*-1'],
    ['<script>*1'],
    ['100017*1,,100018*1'],
    ['../x*1'],
    ['100017~*1'],
    ['100017~d 1*1'],
    [Array.from({ length: MAX_SHARED_ITEMS + 1 }, (_, i) => `${i}*1`).join(',')],
    ['a'.repeat(5000)],
  ])('refuses the malformed value %p', (value) => {
    expect(decodeSharedItems(value)).toBeNull();
  });
});
