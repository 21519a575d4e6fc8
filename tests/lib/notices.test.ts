import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_NOTICES, CART_ERROR_CODES, isErrorNotice, isNotice } from '@/lib/notices';
import { LOCALES } from '@/lib/locales';
import { noticeKey } from '@/components/layout/form-notice';

describe('form notices (lib/notices.ts)', () => {
  it('know every docs/spec.md §8 cart error code', () => {
    expect([...CART_ERROR_CODES]).toEqual([
      'NOT_ENOUGH_STOCK',
      'QUANTITY_EXCEEDED_STOCK',
      'OUT_OF_STOCK',
      'SERVICE_UNAVAILABLE',
      'UNABLE_TO_ADD_ARTICLE',
      'UNABLE_TO_REMOVE_ARTICLE',
      'UNKNOWN_ERROR',
    ]);
    for (const code of CART_ERROR_CODES) expect(isNotice(`cart-error-${code}`)).toBe(true);
  });

  it('accept only their own codes from the query string', () => {
    expect(isNotice('cart-added')).toBe(true);
    expect(isNotice('cart-error-NOT_ENOUGH_STOCK')).toBe(true);
    for (const hostile of ['', 'cart-error-', 'cart-error-DROP', '<script>', ['cart-added'], undefined, 'CART-ADDED'])
      expect(isNotice(hostile)).toBe(false);
  });

  it('mark failures as errors and successes as status', () => {
    expect(isErrorNotice('cart-error-SERVICE_UNAVAILABLE')).toBe(true);
    expect(isErrorNotice('form-invalid')).toBe(true);
    expect(isErrorNotice('cart-added')).toBe(false);
    expect(isErrorNotice('cart-already')).toBe(false);
  });

  it.each(LOCALES)('have a real text in %s for every code', (locale) => {
    const translation = JSON.parse(readFileSync(join(process.cwd(), 'public', 'locales', locale, 'translation.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    for (const notice of ALL_NOTICES) {
      const text = noticeKey(notice)
        .split('::')
        .reduce<unknown>(
          (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
          translation,
        );
      expect(typeof text === 'string' && text.length > 5 ? notice : `${notice}: missing`).toBe(notice);
    }
  });
});
