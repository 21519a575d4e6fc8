import { randomInt } from 'node:crypto';

/** "NF-" and 8 random digits, unique among `taken`. Random, so ids from before a reset do not come back. */
export function newOrderId(taken: ReadonlyMap<string, unknown>): string {
  for (;;) {
    const id = `NF-${String(randomInt(10_000_000, 100_000_000))}`;
    if (!taken.has(id)) return id;
  }
}
