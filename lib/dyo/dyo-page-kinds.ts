/** Shapes the DYO pages pass from the server to their components (browser-safe, no server imports). */
import type { Money as WireMoney } from '@/lib/money';

export type DyoErrorReason = 'invalid-query' | 'unsupported-article' | 'article-not-found' | 'design-not-found';

export interface DyoPageError {
  status: 400 | 404;
  reason: DyoErrorReason;
}

export interface DyoArticleBase {
  articleId: string;
  title: string;
  price: WireMoney;
  imageUrl: string;
}

export interface PhoneCoverOption extends DyoArticleBase {
  maker: string;
  model: string;
  /** The classification value: `isecretsCases` (case) or `isecrets` (wallet case). */
  coverType: string;
}

export interface GarmentOption extends DyoArticleBase {
  /** Category slug: t-shirts, hoodies, bags. */
  garment: string;
  garmentLabel: string;
  /** Catalogue colour value (white, black, …) and its label. */
  color: string;
  colorLabel: string;
  size: string | null;
}

/** The article an engine designs, with what the cart shows until the server answers. */
export interface EngineArticle extends DyoArticleBase {
  legacyArticleId: string;
  brand: string;
  slug: string;
  stock: number;
  properties: { name: string; value: string }[];
}
