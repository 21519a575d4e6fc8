import type { L10n } from '../lib/locale';
import { l10n } from '../lib/locale';
import { slugify } from '../lib/text';
import { CATEGORY_TREE } from './category-data';
import type { SeedBrand } from './types';

/** Brand name and the top categories (slugs) it makes products for. */
const BRAND_DEFS: readonly (readonly [string, readonly string[]])[] = [
  ['Nordic Sound', ['phones-accessories', 'computers-electronics']],
  ['Polarbyte', ['phones-accessories', 'computers-electronics']],
  ['Norrsken Tech', ['phones-accessories', 'computers-electronics']],
  ['Lumo', ['computers-electronics', 'home-kitchen']],
  ['Aurora Labs', ['phones-accessories', 'beauty-health']],
  ['Fjällhem', ['home-kitchen', 'garden']],
  ['Saga Home', ['home-kitchen']],
  ['Frost Kitchen', ['home-kitchen']],
  ['Kvist', ['garden', 'home-kitchen']],
  ['Skogsro', ['garden', 'sport-outdoors']],
  ['Vidde Outdoor', ['sport-outdoors', 'fashion']],
  ['Tundra Gear', ['sport-outdoors']],
  ['Havsbris', ['sport-outdoors', 'fashion']],
  ['Leka', ['toys']],
  ['Byggkul', ['toys']],
  ['Myra', ['toys', 'pets']],
  ['Glimt Beauty', ['beauty-health']],
  ['Vinterljus', ['beauty-health', 'home-kitchen']],
  ['Lin & Ull', ['fashion', 'home-kitchen']],
  ['Strand', ['fashion']],
  ['Kustlinje', ['fashion', 'sport-outdoors']],
  ['Pälsvän', ['pets']],
  ['Tassa', ['pets']],
  ['Hammarvik', ['tools-diy']],
  ['Stålkraft', ['tools-diy', 'garden']],
  ['Precisa', ['tools-diy']],
  ['Apple', []],
  ['Samsung', []],
  ['Google', []],
  ['Fynd Design', []],
];

function categoryName(slug: string | undefined): L10n | undefined {
  return CATEGORY_TREE.find((top) => top.slug === slug)?.name;
}

function describe(name: string, categories: readonly string[]): L10n {
  const cat = categoryName(categories[0]);
  if (!cat) {
    return l10n(
      (locale) =>
        ({
          'sv-SE': `${name} – originalprodukter och renoverade favoriter hos Nordfynd.`,
          'da-DK': `${name} – originale produkter og renoverede favoritter hos Nordfynd.`,
          'nb-NO': `${name} – originalprodukter og renoverte favoritter hos Nordfynd.`,
          'fi-FI': `${name} – alkuperäisiä tuotteita ja kunnostettuja suosikkeja Nordfyndissä.`,
          'en-US': `${name}: original products and refurbished favourites at Nordfynd.`,
        })[locale],
    );
  }
  return l10n((locale) => {
    const c = cat[locale].toLowerCase();
    return {
      'sv-SE': `${name} är ett nordiskt varumärke inom ${c}. Genomtänkt design, hållbara material och priser som gör det lätt att fynda.`,
      'da-DK': `${name} er et nordisk brand inden for ${c}. Gennemtænkt design, holdbare materialer og priser, der gør det let at gøre et fund.`,
      'nb-NO': `${name} er et nordisk merke innen ${c}. Gjennomtenkt design, slitesterke materialer og priser som gjør det lett å gjøre et kupp.`,
      'fi-FI': `${name} on pohjoismainen tuotemerkki, jonka valikoimaan kuuluu ${c}. Harkittua muotoilua, kestäviä materiaaleja ja edulliset hinnat.`,
      'en-US': `${name} is a Nordic brand for ${c}. Thoughtful design, durable materials and prices that make bargain hunting easy.`,
    }[locale];
  });
}

export function buildBrands(): SeedBrand[] {
  return BRAND_DEFS.map(([name, categories], i) => ({
    id: String(3001 + i),
    name,
    slug: slugify(name),
    hue: (i * 47) % 360,
    categories,
    description: describe(name, categories),
  }));
}
