import { roundForCurrency } from '@/lib/money';
import { formatCount, formatCountry, formatDay, formatPrice, formatRating } from '@/lib/format';

// Intl puts narrow or normal no-break spaces between groups and before the currency.
const normalize = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice for each locale and currency', () => {
  it.each([
    ['sv-SE', 'SEK', 129900, '1 299 kr'],
    ['sv-SE', 'SEK', 42230, '422 kr'],
    ['sv-SE', 'SEK', 380070, '3 801 kr'],
    ['da-DK', 'DKK', 129900, '1.299 kr.'],
    ['nb-NO', 'NOK', 129900, '1 299 kr'],
    ['fi-FI', 'EUR', 12990, '129,90 €'],
    ['fi-FI', 'EUR', 13000, '130,00 €'],
    ['fi-FI', 'EUR', 1000, '10,00 €'],
    ['fi-FI', 'EUR', 490, '4,90 €'],
    ['en-US', 'EUR', 1000, '€10.00'],
    ['nb-NO', 'NOK', 4950, '50 kr'],
    ['en-US', 'SEK', 129900, 'SEK 1,299'],
  ] as const)('%s %s %d → %s', (locale, currency, amount, expected) => {
    expect(normalize(formatPrice({ amount, currency }, locale))).toBe(expected);
  });
});

describe('one money rule per market currency', () => {
  it.each([
    ['sv-SE', 'SEK'],
    ['da-DK', 'DKK'],
    ['nb-NO', 'NOK'],
  ] as const)('%s %s: prices, rebates, fees and totals all whole kronor', (locale, currency) => {
    for (const amount of [22900, 42230, 4900, 380070, 0]) {
      expect(normalize(formatPrice({ amount, currency }, locale))).not.toMatch(/[,.]\d{2}\b(?!\d)/);
    }
  });

  it('fi-FI EUR: a whole-euro rebate has decimals like the 4,90 € fee beside it', () => {
    const shown = [1000, 490, 12990, 13000].map((amount) => normalize(formatPrice({ amount, currency: 'EUR' }, 'fi-FI')));
    expect(shown).toEqual(['10,00 €', '4,90 €', '129,90 €', '130,00 €']);
  });

  it('rounds to what the rule shows', () => {
    expect(roundForCurrency(42230, 'SEK')).toBe(42200);
    expect(roundForCurrency(42250, 'DKK')).toBe(42300);
    expect(roundForCurrency(42231, 'EUR')).toBe(42231);
  });
});

describe("formatRating: the locale's decimal sign", () => {
  it.each([
    ['sv-SE', '4,1'],
    ['da-DK', '4,1'],
    ['nb-NO', '4,1'],
    ['fi-FI', '4,1'],
    ['en-US', '4.1'],
  ] as const)('%s writes 4.06 as %s', (locale, expected) => {
    expect(formatRating(4.06, locale)).toBe(expected);
  });

  it('always shows one decimal', () => {
    expect(formatRating(5, 'sv-SE')).toBe('5,0');
  });
});

describe("formatCountry: the country by name in the shopper's language", () => {
  it.each([
    ['SE', 'sv-SE', 'Sverige'],
    ['SE', 'fi-FI', 'Ruotsi'],
    ['FI', 'fi-FI', 'Suomi'],
    ['DK', 'da-DK', 'Danmark'],
    ['NO', 'en-US', 'Norway'],
  ] as const)('%s in %s is %s', (code, locale, expected) => {
    expect(formatCountry(code, locale)).toBe(expected);
  });

  it('shows a code it cannot name as it came', () => {
    expect(formatCountry('not a code', 'sv-SE')).toBe('not a code');
  });
});

describe('formatDay', () => {
  it('spells the day out in the locale, the same day everywhere', () => {
    expect(formatDay('2026-12-14T08:00:00.000Z', 'sv-SE')).toBe('14 december 2026');
    expect(formatDay('2026-12-14T08:00:00.000Z', 'fi-FI')).toBe('14. joulukuuta 2026');
  });
});

describe('formatPrice keeps the texts it made', () => {
  it('formats each amount once per locale and currency, and gives the same text every time', () => {
    const format = jest.spyOn(Intl.NumberFormat.prototype as unknown as { format: unknown }, 'format', 'get'); // format is a getter of a bound function
    try {
      const texts = Array.from({ length: 5 }, () => [
        formatPrice({ amount: 77700, currency: 'DKK' }, 'da-DK'),
        formatPrice({ amount: 77740, currency: 'DKK' }, 'da-DK'),
        formatPrice({ amount: 77700, currency: 'SEK' }, 'da-DK'),
      ]);
      expect(texts.map((row) => row.map(normalize))).toEqual(Array.from({ length: 5 }, () => ['777 kr.', '777 kr.', '777 SEK']));
      // 777.00 and 777.40 DKK are both shown as 777 kr (whole kroner): one text; SEK has its own formatter.
      expect(format).toHaveBeenCalledTimes(2);
    } finally {
      format.mockRestore();
    }
  });
});

describe('formatCount and formatRating keep the texts they made', () => {
  it("format each value once per locale, each locale's own text", () => {
    const format = jest.spyOn(Intl.NumberFormat.prototype as unknown as { format: unknown }, 'format', 'get');
    try {
      const texts = Array.from({ length: 4 }, () => [
        formatCount(17300, 'nb-NO'),
        formatCount(17300, 'en-US'),
        formatRating(3.7, 'nb-NO'),
        formatRating(3.7, 'en-US'),
      ]);
      expect(texts.map((row) => row.map(normalize))).toEqual(Array.from({ length: 4 }, () => ['17 300', '17,300', '3,7', '3.7']));
      expect(format).toHaveBeenCalledTimes(4);
    } finally {
      format.mockRestore();
    }
  });
});
