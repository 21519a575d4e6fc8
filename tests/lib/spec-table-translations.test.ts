import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AVAILABILITY_STATUSES } from '@/lib/catalog/stock-status';
import { LOCALES } from '@/lib/locales';
import { CART_ERROR_CODES } from '@/lib/notices';
import { CHECKOUT_ERROR_CODES } from '@/services/purchase/checkout-errors';

const root = join(__dirname, '../../public/locales');

function text(locale: string, namespace: string, key: string): unknown {
  const json: unknown = JSON.parse(readFileSync(join(root, locale, `${namespace}.json`), 'utf8'));
  return key
    .split('::')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), json);
}

/** Every code a spec table can produce is shown to the shopper in their language. */
const keys: [string, string][] = [
  ...CART_ERROR_CODES.map((code): [string, string] => ['translation', `cart::errors::${code}`]),
  ...CHECKOUT_ERROR_CODES.map((code): [string, string] => ['translation', `checkout::errors::${code}`]),
  ...AVAILABILITY_STATUSES.map((status): [string, string] => ['catalog', `stock::${status}`]),
];

describe.each(LOCALES)('%s', (locale) => {
  it.each(keys)('%s has %s', (namespace, key) => {
    const value = text(locale, namespace, key);
    expect(typeof value).toBe('string');
    expect((value as string).trim()).not.toBe('');
  });
});
