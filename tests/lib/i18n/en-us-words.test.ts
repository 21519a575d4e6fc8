/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function strings(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => strings(value, path ? `${path}::${key}` : key));
  return [];
}

describe('en-US words', () => {
  it('say "discount code", as US shoppers do, never "rebate"', () => {
    const dir = join(process.cwd(), 'public', 'locales', 'en-US');
    const texts = readdirSync(dir).flatMap((file) => strings(JSON.parse(readFileSync(join(dir, file), 'utf8')), file));
    expect(texts.filter(([, text]) => /rebate/i.test(text))).toEqual([]);
    expect(texts.filter(([, text]) => /discount code/i.test(text)).length).toBeGreaterThanOrEqual(5);
  });
});
