import { formatPrice } from '@/lib/format';

// Intl puts narrow or normal no-break spaces between groups and before the currency.
const normalize = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice for each locale and currency', () => {
  it.each([
    ['sv-SE', 'SEK', 129900, '1 299 kr'],
    ['sv-SE', 'SEK', 9950, '99,50 kr'],
    ['da-DK', 'DKK', 129900, '1.299 kr.'],
    ['nb-NO', 'NOK', 129900, '1 299 kr'],
    ['fi-FI', 'EUR', 12990, '129,90 €'],
    ['fi-FI', 'EUR', 13000, '130 €'],
    ['en-US', 'SEK', 129900, 'SEK 1,299'],
  ] as const)('%s %s %d → %s', (locale, currency, amount, expected) => {
    expect(normalize(formatPrice({ amount, currency }, locale))).toBe(expected);
  });
});
