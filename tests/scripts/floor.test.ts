/**
 * @jest-environment node
 *
 * The CPU slowdown the benchmarks calibrate to a host (scripts/lib/floor.mjs), against the points
 * Lighthouse's docs/throttling.md calculator names: 800 → 2×, 1300 → 3×, 1533 → 4×, 2000 → 6×.
 */
import { calibratedSlowdown, median, ratio } from '../../scripts/lib/floor.mjs';

describe('calibratedSlowdown', () => {
  it.each([
    [800, 2],
    [1050, 2.5],
    [1300, 3],
    [1533, 4],
    [2000, 6],
  ])('benchmarkIndex %d → %d×', (index, slowdown) => {
    expect(calibratedSlowdown(index)).toBeCloseTo(slowdown, 1);
  });

  it('treats a host slower than the reference phone as the phone, and a missing index as the default 4×', () => {
    expect(calibratedSlowdown(500)).toBe(1);
    expect(calibratedSlowdown(Number.NaN)).toBe(4);
  });
});

describe('median and ratio', () => {
  it('take the middle of the finite values and divide by the floor', () => {
    expect(median([3, Number.NaN, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(ratio(30, 10)).toBe('3.00×');
    expect(ratio(30, 0)).toBe('–');
  });
});
