import type { L10n } from '../lib/locale';
import type { ShapeKind } from '../images/shape-kind';
import type { MaterialKey } from './vocabulary';

/** How the variants of one product family differ. */
export type Axis = { key: 'color'; colors?: readonly string[] } | { key: 'storage' | 'size'; values: readonly string[]; step: number };

/** A kind of product sold in one subcategory; the generator makes 2–4 families of each. */
export interface ProductType {
  key: string;
  /** Subcategory slug. */
  category: string;
  shape: ShapeKind;
  /** Price range of the base variant in whole SEK. */
  price: readonly [number, number];
  noun: L10n;
  axes: readonly Axis[];
  materials: readonly MaterialKey[];
  /** Chance that a family is refurbished / second-hand. */
  refurb: number;
  used: number;
  /** Only these brands (names) make it; otherwise brands of the top category. */
  brands?: readonly string[];
  /** Model names by brand; the title is then brand + model (a phone is "Apple iPhone 13"). */
  modelsByBrand?: Readonly<Record<string, readonly string[]>>;
  /** Model names to draw from instead of the generic pool. */
  models?: readonly string[];
}

export type ProductTypeOptions = Partial<Omit<ProductType, 'key' | 'category' | 'shape' | 'price' | 'noun'>>;

export function productType(
  key: string,
  category: string,
  shape: ShapeKind,
  price: readonly [number, number],
  noun: L10n,
  options: ProductTypeOptions = {},
): ProductType {
  return { key, category, shape, price, noun, axes: [], materials: ['plastic'], refurb: 0, used: 0.05, ...options };
}

export const COLOR_AXIS: Axis = { key: 'color' };

export function sizeAxis(values: readonly string[], step = 0.08): Axis {
  return { key: 'size', values, step };
}

export function storageAxis(values: readonly string[], step = 0.2): Axis {
  return { key: 'storage', values, step };
}
