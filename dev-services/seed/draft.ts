import type { L10n } from '../lib/locale';
import type { ShapeKind } from '../images/shape-kind';
import type { Condition, SeedClassification, SeedProperty, VariationKey } from './types';

/**
 * An article before ids, stock, ratings and dates are drawn. Families (variants of one product)
 * share `familyId`; `axisValues` tells the variants apart.
 */
export interface ArticleDraft {
  familyId: string;
  title: L10n;
  noun: L10n;
  categoryId: string;
  brandId: string;
  merchantId: string;
  shape: ShapeKind;
  colorHex: string;
  /** Whole SEK before charm rounding. */
  priceSek: number;
  /** 0.1–0.7 when the article has an old price. */
  discount: number | null;
  condition: Condition;
  properties: SeedProperty[];
  axisValues: Partial<Record<VariationKey, string>>;
  axisOrder: readonly VariationKey[];
  classifications: SeedClassification[];
  description: L10n;
  shippingDaysMax: number;
  /** Fixed stock (design-your-own items are printed on demand). */
  stock?: number;
}
