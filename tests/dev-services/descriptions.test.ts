/** @jest-environment node */
import { buildCatalog } from '@/dev-services/seed/catalog';
import { productDescription } from '@/dev-services/seed/descriptions';
import { t5 } from '@/dev-services/lib/locale';

const input = (shippingDaysMax: number) => ({
  brand: 'Norrsken Tech',
  noun: t5('USB-C-kabel', 'USB-C-kabel', 'USB-C-kabel', 'USB-C-kaapeli', 'USB-C cable'),
  material: t5('plast', 'plast', 'plast', 'muovi', 'plastic'),
  condition: 'new' as const,
  shippingDaysMax,
  variant: 0,
});

describe('product descriptions: plural-correct dispatch time', () => {
  it('say "1 dag" / "1 day" for one day and the plural for more', () => {
    expect(productDescription(input(1))).toMatchObject({
      'sv-SE': expect.stringContaining('skickas inom 1 dag.'),
      'da-DK': expect.stringContaining('sendes inden for 1 dag.'),
      'nb-NO': expect.stringContaining('sendes innen 1 dag.'),
      'fi-FI': expect.stringContaining('lähetetään 1 päivän kuluessa.'),
      'en-US': expect.stringContaining('shipped within 1 day.'),
    });
    expect(productDescription(input(3))).toMatchObject({
      'sv-SE': expect.stringContaining('skickas inom 3 dagar.'),
      'da-DK': expect.stringContaining('sendes inden for 3 dage.'),
      'nb-NO': expect.stringContaining('sendes innen 3 dager.'),
      'en-US': expect.stringContaining('shipped within 3 days.'),
    });
  });

  it('never pair 1 with a plural anywhere in the seeded catalog', () => {
    const texts = buildCatalog(new Date('2026-11-28T00:00:00Z')).articles.flatMap((a) => Object.values(a.description));
    expect(texts.filter((text) => /\b1 (dagar|dage|dager|days)\b/.test(text))).toEqual([]);
    expect(texts.some((text) => /skickas inom 1 dag\./.test(text))).toBe(true);
  });
});
