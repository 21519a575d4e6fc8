import type { L10n } from '../lib/locale';
import { l10n, t5 } from '../lib/locale';
import type { ShapeKind } from '../images/shape-kind';
import type { ArticleDraft } from './draft';
import { dyoTitle } from './titles';
import { colorByKey, CONDITION_LABELS, MATERIALS, PROPERTY_NAMES, same } from './vocabulary';
import type { MaterialKey } from './vocabulary';
import type { SeedProperty, VariationKey } from './types';

/** Design-your-own articles: phone covers, clothes, a poster (after the mugs, so earlier ids stay) and two of an unsupported kind (mugs). */
interface DyoFamily {
  id: string;
  value: 'isecrets' | 'isecretsCases' | 'isecretsClothes' | 'isecretsMugs' | 'isecretsPosters';
  lead: L10n;
  noun: L10n;
  category: string;
  shape: ShapeKind;
  priceSek: number;
  material: MaterialKey;
  /** Cartesian product of these axis values. */
  axes: readonly { key: VariationKey; values: readonly string[] }[];
}

const COVER_LEAD = t5(
  'Designa eget mobilskal',
  'Design dit eget mobilcover',
  'Design ditt eget mobildeksel',
  'Suunnittele oma puhelinkuori',
  'Design your own phone case',
);
const COVER_NOUN = t5('Mobilskal', 'Mobilcover', 'Mobildeksel', 'Puhelinkuori', 'Phone case');
const WALLET_LEAD = t5(
  'Designa eget plånboksfodral',
  'Design dit eget pungcover',
  'Design ditt eget lommebokdeksel',
  'Suunnittele oma lompakkokotelo',
  'Design your own wallet case',
);
const WALLET_NOUN = t5('Plånboksfodral', 'Pungcover', 'Lommebokdeksel', 'Lompakkokotelo', 'Wallet case');

const cover = (id: string, models: readonly string[]): DyoFamily => ({
  id,
  value: 'isecretsCases',
  lead: COVER_LEAD,
  noun: COVER_NOUN,
  category: 'phone-cases',
  shape: 'case',
  priceSek: 249,
  material: 'silicone',
  axes: [{ key: 'model', values: models }],
});

const DYO_FAMILIES: readonly DyoFamily[] = [
  cover('dyo-case-apple', ['iPhone 13', 'iPhone 14', 'iPhone 15', 'iPhone 15 Pro', 'iPhone 16']),
  cover('dyo-case-samsung', ['Galaxy S23', 'Galaxy S24', 'Galaxy A35', 'Galaxy A55']),
  cover('dyo-case-google', ['Pixel 8', 'Pixel 8a', 'Pixel 9']),
  {
    id: 'dyo-wallet',
    value: 'isecrets',
    lead: WALLET_LEAD,
    noun: WALLET_NOUN,
    category: 'phone-cases',
    shape: 'case',
    priceSek: 349,
    material: 'leather',
    axes: [{ key: 'model', values: ['iPhone 15', 'Galaxy S24', 'Pixel 8'] }],
  },
  {
    id: 'dyo-tshirt',
    value: 'isecretsClothes',
    lead: t5(
      'Designa egen t-shirt',
      'Design din egen T-shirt',
      'Design din egen T-skjorte',
      'Suunnittele oma T-paita',
      'Design your own T-shirt',
    ),
    noun: t5('T-shirt', 'T-shirt', 'T-skjorte', 'T-paita', 'T-shirt'),
    category: 't-shirts',
    shape: 'tshirt',
    priceSek: 299,
    material: 'cotton',
    axes: [
      { key: 'color', values: ['white', 'black'] },
      { key: 'size', values: ['S', 'M', 'L'] },
    ],
  },
  {
    id: 'dyo-hoodie',
    value: 'isecretsClothes',
    lead: t5(
      'Designa egen hoodie',
      'Design din egen hættetrøje',
      'Design din egen hettegenser',
      'Suunnittele oma huppari',
      'Design your own hoodie',
    ),
    noun: t5('Hoodie', 'Hættetrøje', 'Hettegenser', 'Huppari', 'Hoodie'),
    category: 'hoodies',
    shape: 'hoodie',
    priceSek: 549,
    material: 'cotton',
    axes: [
      { key: 'color', values: ['grey', 'navy'] },
      { key: 'size', values: ['M', 'L'] },
    ],
  },
  {
    id: 'dyo-tote',
    value: 'isecretsClothes',
    lead: t5(
      'Designa egen tygkasse',
      'Design din egen mulepose',
      'Design ditt eget handlenett',
      'Suunnittele oma kangaskassi',
      'Design your own tote bag',
    ),
    noun: t5('Tygkasse', 'Mulepose', 'Handlenett', 'Kangaskassi', 'Tote bag'),
    category: 'bags',
    shape: 'tote',
    priceSek: 179,
    material: 'cotton',
    axes: [{ key: 'color', values: ['natural', 'black'] }],
  },
  {
    id: 'dyo-mug',
    value: 'isecretsMugs',
    lead: t5('Designa egen mugg', 'Design dit eget krus', 'Design din egen kopp', 'Suunnittele oma muki', 'Design your own mug'),
    noun: t5('Mugg', 'Krus', 'Kopp', 'Muki', 'Mug'),
    category: 'cookware',
    shape: 'mug',
    priceSek: 199,
    material: 'ceramic',
    axes: [{ key: 'color', values: ['white', 'black'] }],
  },
  {
    id: 'dyo-poster',
    value: 'isecretsPosters',
    lead: t5(
      'Designa egen poster',
      'Design din egen plakat',
      'Design din egen plakat',
      'Suunnittele oma juliste',
      'Design your own poster',
    ),
    noun: t5('Poster A4', 'Plakat A4', 'Plakat A4', 'Juliste A4', 'Poster A4'),
    category: 'home-textiles',
    shape: 'box',
    priceSek: 149,
    material: 'paper',
    axes: [{ key: 'color', values: ['white'] }],
  },
];

function dyoDescription(noun: L10n): L10n {
  return l10n((locale) => {
    const n = noun[locale].toLowerCase();
    return {
      'sv-SE': `Ladda upp en bild eller skriv en text och skapa en ${n} som ingen annan har. Trycks på beställning och skickas inom 3 dagar.`,
      'da-DK': `Upload et billede eller skriv en tekst, og skab et unikt produkt (${n}). Trykkes på bestilling og sendes inden for 3 dage.`,
      'nb-NO': `Last opp et bilde eller skriv en tekst og lag et unikt produkt (${n}). Trykkes på bestilling og sendes innen 3 dager.`,
      'fi-FI': `Lataa oma kuva tai kirjoita teksti ja luo ainutlaatuinen tuote (${n}). Painetaan tilauksesta ja lähetetään 3 päivän kuluessa.`,
      'en-US': `Upload a picture or write a text and create a ${n} nobody else has. Printed to order and shipped within 3 days.`,
    }[locale];
  });
}

type Combo = Partial<Record<VariationKey, string>>;

function combos(axes: DyoFamily['axes']): Combo[] {
  return axes.reduce<Combo[]>((acc, axis) => acc.flatMap((c) => axis.values.map((v) => ({ ...c, [axis.key]: v }))), [{}]);
}

/** Drafts of all design-your-own articles, in a stable order. */
export function dyoDrafts(categoryIdOf: (slug: string) => string, brandId: string, merchantId: string): ArticleDraft[] {
  return DYO_FAMILIES.flatMap((family) =>
    combos(family.axes).map((values): ArticleDraft => {
      const colorKey = values.color ?? 'white';
      const properties: SeedProperty[] = [];
      if (values.model) properties.push({ key: 'model', name: PROPERTY_NAMES.model, value: same(values.model) });
      properties.push({ key: 'color', name: PROPERTY_NAMES.color, value: colorByKey(colorKey).name });
      properties.push({ key: 'material', name: PROPERTY_NAMES.material, value: MATERIALS[family.material] });
      if (values.size) properties.push({ key: 'size', name: PROPERTY_NAMES.size, value: same(values.size) });
      properties.push({ key: 'condition', name: PROPERTY_NAMES.condition, value: CONDITION_LABELS.new });
      return {
        familyId: family.id,
        title: dyoTitle(family.lead, values.model ?? '', { color: values.color, size: values.size }),
        noun: family.noun,
        categoryId: categoryIdOf(family.category),
        brandId,
        merchantId,
        shape: family.shape,
        colorHex: colorByKey(colorKey).hex,
        priceSek: family.priceSek,
        discount: null,
        condition: 'new',
        properties,
        axisValues: values,
        axisOrder: family.axes.map((a) => a.key),
        classifications: [{ name: 'dyo', value: family.value }],
        description: dyoDescription(family.noun),
        shippingDaysMax: 3,
        stock: 500,
      };
    }),
  );
}
