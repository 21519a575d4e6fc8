import type { PricePeriod } from './price-history';
/**
 * Internal, locale-independent shapes of the seeded catalog. Views in ../views turn them
 * into the wire types of services/catalog/types.ts for one market and locale.
 */
import type { L10n } from '../lib/locale';
import type { PriceByMarket } from '../lib/money';
import type { ShapeKind } from '../images/shape-kind';

export type Condition = 'new' | 'refurb' | 'used';
export type PropertyKey = 'color' | 'material' | 'storage' | 'size' | 'model' | 'condition';
export type VariationKey = 'color' | 'storage' | 'size' | 'model';

export interface SeedCategory {
  id: string;
  parentId: string | null;
  /** The English slug: the seed's own key (product types, images, campaigns). */
  slug: string;
  /** The slug of the name in each language, unique within it: what URLs and the wire carry. */
  slugs: L10n;
  name: L10n;
  shape: ShapeKind;
  hue: number;
  childIds: string[];
}

export interface SeedBrand {
  id: string;
  name: string;
  slug: string;
  hue: number;
  /** Slugs of the top categories the brand makes products for. */
  categories: readonly string[];
  description: L10n;
}

export interface SeedReview {
  id: string;
  rating: number;
  author: string;
  text: L10n;
  /** ISO date (yyyy-mm-dd). */
  date: string;
}

export interface SeedMerchant {
  id: string;
  name: string;
  slug: string;
  country: string;
  since: number;
  rating: number;
  reviewCount: number;
  description: L10n;
  reviews: SeedReview[];
}

export interface SeedProperty {
  key: PropertyKey;
  name: L10n;
  value: L10n;
}

interface SeedVariationOption {
  value: string;
  label: L10n;
  articleId: string;
}

export interface SeedVariation {
  key: VariationKey;
  name: L10n;
  options: SeedVariationOption[];
}

export interface SeedClassification {
  name: string;
  value: string;
}

export interface SeedArticle {
  articleId: string;
  legacyArticleId: string;
  shopArticleId: string;
  familyId: string;
  title: L10n;
  /** The localized product noun ("Bluetooth-högtalare"), indexed for search even when not in the title. */
  noun: L10n;
  /** Slug of the title in each language ("polarbyte-bluetooth-hogtalare-frost-max-marinbla" in Swedish). */
  slug: L10n;
  categoryId: string;
  brandId: string;
  merchantId: string;
  shape: ShapeKind;
  colorHex: string;
  imageCount: number;
  price: PriceByMarket;
  oldPrice?: PriceByMarket;
  /** Prices applied over time, oldest first; the last period is today's price (seed/price-history.ts). */
  priceHistory: PricePeriod[];
  /** The lowest price in the 30 days before the current reduction began, when the price is a reduction against it. */
  lowestPrice30Days?: PriceByMarket;
  properties: SeedProperty[];
  variations: SeedVariation[];
  condition: Condition;
  quantity: number;
  shippingDaysMax: number;
  stock: number;
  /** ISO date-time; set for pre-order articles only. */
  availabilityDate?: string;
  classifications: SeedClassification[];
  publishState: 'published' | 'unpublished';
  rating: number;
  reviewCount: number;
  description: L10n;
  createdAt: string;
  badgeIds: string[];
  /** Ships free in every market whatever the cart (the merchant pays); otherwise the market's fees apply. */
  shipsFree: boolean;
  campaignIds: string[];
  sold: number;
  /** Share of the net price that is the merchant's cost (drives order profit). */
  costRatio: number;
  /** Checkout refuses the article with this message (docs/spec.md §5 NOT_FOR_SALE texts). */
  saleBlock?: string;
}

export interface SeedCampaign {
  /** The English slug: the stable key (article `campaignIds`, images) and the en-US slug. */
  slug: string;
  /** The slug in each language (seed/campaign-data.ts): what URLs and the wire carry. */
  slugs: L10n;
  title: L10n;
  description: L10n;
  /** From the real calendar (campaign-calendar.ts); the start-page hero is the most specific running one. */
  status: 'running' | 'upcoming' | 'ended' | 'evergreen';
  startsAt: string;
  endsAt: string;
  colors: { background: string; foreground: string; accent: string };
  articleIds: string[];
}

export interface SeedStorefront {
  slug: string;
  title: L10n;
  description: L10n;
  colors: { background: string; foreground: string; accent: string };
  articleIds: string[];
}
