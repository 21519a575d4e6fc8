import type { L10n } from '../lib/locale';
import { createRng } from '../lib/prng';
import type { Rng } from '../lib/prng';
import type { Axis, ProductType } from './product-type';
import { productTitle } from './titles';
import { productDescription } from './descriptions';
import { COLORS, colorByKey, CONDITION_LABELS, MATERIALS, PROPERTY_NAMES, same } from './vocabulary';
import type { ArticleDraft } from './draft';
import type { Condition, SeedBrand, SeedCategory, SeedProperty, VariationKey } from './types';

const MODEL_WORDS = [
  'Aero',
  'Arc',
  'Bris',
  'Core',
  'Duo',
  'Edge',
  'Flow',
  'Frost',
  'Halo',
  'Loop',
  'Nova',
  'Pulse',
  'Vibe',
  'Zen',
  'Polar',
  'Storm',
  'Vind',
  'Fjord',
  'Saga',
  'Glim',
];
const MODEL_SUFFIXES = ['', ' 2', ' 3', ' X2', ' Pro', ' Mini', ' Max', ' Lite', ' 300', ' 500', ' Plus', ' S'];
const DEFAULT_COLORS = COLORS.filter((c) => c.key !== 'natural').map((c) => c.key);
const SHIPPING_DAYS = [1, 2, 2, 3, 3, 3, 4, 5, 5, 7, 10];

export interface FamilyContext {
  categoryBySlug: ReadonlyMap<string, SeedCategory>;
  categoryById: ReadonlyMap<string, SeedCategory>;
  brands: readonly SeedBrand[];
  /** Picks a merchant id for a top category slug and condition. */
  merchantFor: (topSlug: string, condition: Condition, rng: Rng) => string;
}

type Choice = { key: VariationKey; value: string; index: number };

function axisChoices(axis: Axis, rng: Rng, single: boolean): Choice[] {
  if (axis.key === 'color') {
    const colors = rng.sample(axis.colors ?? DEFAULT_COLORS, single ? 1 : rng.int(2, 4));
    return colors.map((value, index) => ({ key: 'color', value, index }));
  }
  const length = single ? 1 : rng.int(2, Math.min(3, axis.values.length));
  const start = rng.int(0, axis.values.length - length);
  return axis.values.slice(start, start + length).map((value, i) => ({ key: axis.key, value, index: start + i }));
}

function combinations(lists: Choice[][]): Choice[][] {
  return lists.reduce<Choice[][]>((acc, list) => acc.flatMap((combo) => list.map((choice) => [...combo, choice])), [[]]);
}

function pickModel(type: ProductType, brand: SeedBrand, used: Set<string>, rng: Rng): string {
  const pool = type.modelsByBrand?.[brand.name] ?? type.models;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const model = pool ? rng.pick(pool) : `${rng.pick(MODEL_WORDS)}${rng.pick(MODEL_SUFFIXES)}`;
    if (!used.has(`${brand.id}:${model}`)) {
      used.add(`${brand.id}:${model}`);
      return model;
    }
  }
  return `${rng.pick(MODEL_WORDS)} ${used.size + 1}`;
}

function brandsFor(type: ProductType, topSlug: string, brands: readonly SeedBrand[]): SeedBrand[] {
  const names = type.brands;
  return names ? brands.filter((b) => names.includes(b.name)) : brands.filter((b) => b.categories.includes(topSlug));
}

/** Conditions of the families of one type: a quota (not a coin flip) so the shares stay near the targets. */
function conditionsFor(type: ProductType, familyCount: number, rng: Rng): Condition[] {
  const quota = (share: number): number => Math.max(share >= 0.2 ? 1 : 0, Math.round(familyCount * share));
  const refurb = quota(type.refurb);
  const used = Math.min(familyCount - refurb, quota(type.used) || (rng.chance(type.used * familyCount) ? 1 : 0));
  const list: Condition[] = Array.from({ length: familyCount }, (_, i) => (i < refurb ? 'refurb' : i < refurb + used ? 'used' : 'new'));
  return rng.sample(list, list.length);
}

function property(key: SeedProperty['key'], value: L10n): SeedProperty {
  return { key, name: PROPERTY_NAMES[key], value };
}

/** Plans the 2–4 product families of one product type as article drafts. */
export function planFamilies(type: ProductType, ctx: FamilyContext, usedModels: Set<string>): ArticleDraft[] {
  const rng = createRng(`family:${type.key}`);
  const category = ctx.categoryBySlug.get(type.category);
  const top = category?.parentId ? ctx.categoryById.get(category.parentId) : undefined;
  if (!category || !top) throw new Error(`Unknown category ${type.category}`);
  const brands = brandsFor(type, top.slug, ctx.brands);
  const drafts: ArticleDraft[] = [];
  const familyCount = rng.int(2, 4);
  const conditions = conditionsFor(type, familyCount, rng);
  for (let f = 0; f < familyCount; f += 1) {
    const brand = rng.pick(brands);
    const model = pickModel(type, brand, usedModels, rng);
    const condition = conditions[f] ?? 'new';
    const material = MATERIALS[rng.pick(type.materials)];
    const single = rng.chance(0.3);
    const lists = type.axes.map((axis) => axisChoices(axis, rng, single));
    const fixedColor = rng.pick(DEFAULT_COLORS);
    const conditionFactor = condition === 'refurb' ? 0.72 : condition === 'used' ? 0.55 : 1;
    const [low, high] = type.price;
    const basePrice = Math.exp(Math.log(low) + rng.next() * (Math.log(high) - Math.log(low))) * conditionFactor;
    const discount = rng.chance(0.6) ? (10 + Math.floor(60 * rng.next() ** 2)) / 100 : null;
    const shippingDaysMax = rng.pick(SHIPPING_DAYS);
    const familyId = `${type.key}-${f + 1}`;
    const modelIsName = Boolean(type.modelsByBrand);
    combinations(lists).forEach((combo) => {
      const values: Partial<Record<VariationKey, string>> = {};
      let factor = 1;
      combo.forEach((choice) => {
        values[choice.key] = choice.value;
        const axis = type.axes.find((a) => a.key === choice.key);
        if (axis && axis.key !== 'color') factor += axis.step * choice.index;
      });
      const colorKey = values.color ?? fixedColor;
      const properties: SeedProperty[] = [property('color', colorByKey(colorKey).name), property('material', material)];
      if (values.storage) properties.push(property('storage', same(values.storage)));
      if (values.size) properties.push(property('size', same(values.size)));
      properties.push({ key: 'condition', name: PROPERTY_NAMES.condition, value: CONDITION_LABELS[condition] });
      drafts.push({
        familyId,
        title: productTitle(brand.name, type.noun, model, values, condition, modelIsName),
        noun: type.noun,
        categoryId: category.id,
        brandId: brand.id,
        merchantId: ctx.merchantFor(top.slug, condition, rng),
        shape: type.shape,
        colorHex: colorByKey(colorKey).hex,
        priceSek: basePrice * factor,
        discount,
        condition,
        properties,
        axisValues: values,
        axisOrder: combo.length > 0 && lists.every((l) => l.length > 0) ? type.axes.map((a) => a.key) : [],
        classifications: [],
        description: productDescription({ brand: brand.name, noun: type.noun, material, condition, shippingDaysMax, variant: f }),
        shippingDaysMax,
      });
    });
  }
  return drafts;
}
