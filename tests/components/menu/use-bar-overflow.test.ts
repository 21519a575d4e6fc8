import { fitCount } from '@/components/menu/use-bar-overflow';

describe('desktop bar: how many categories fit', () => {
  const widths = [100, 100, 100, 100];

  it('shows them all, without "More", when they fit', () => {
    // 50 + 4 × (2 + 100) = 458
    expect(fitCount(458, 50, widths, 60)).toBe(4);
  });

  it('leaves room for "More" when not all fit', () => {
    // 50 + (2 + 60) + 2 × (2 + 100) = 316: two fit beside "More", not three.
    expect(fitCount(457, 50, widths, 60)).toBe(3);
    expect(fitCount(316, 50, widths, 60)).toBe(2);
    expect(fitCount(315, 50, widths, 60)).toBe(1);
  });

  it('puts everything in "More" when even one does not fit', () => {
    expect(fitCount(150, 50, widths, 60)).toBe(0);
  });
});
