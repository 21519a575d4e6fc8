/**
 * Wire types of the shop service's catalog and content endpoints: one request/response pair per
 * endpoint, responses wrapped in `{ data }`, errors as `WireError` (docs/spec.md §7, §8).
 * dev-services/ implements exactly these shapes.
 */
import type { WireMoney } from '../shop/types';

// ---------------------------------------------------------------------------------------------
// Shared shapes

/** Condition of an article (docs/spec.md §3: `refurb` means refurbished, `used` counts as second-hand). */
export type WireCondition = 'new' | 'refurb' | 'used';

/** One step of a category path, from the top category down. */
export interface WireBreadcrumb {
  categoryId: string;
  name: string;
  /** Category slug in the request locale. */
  slug: string;
}

export interface WireCategory {
  categoryId: string;
  /** `null` for a top category. */
  parentId: string | null;
  name: string;
  slug: string;
  /** Absolute URL of a square SVG illustration. */
  imageUrl: string;
  /** Published articles in the category and its descendants. */
  articleCount: number;
}

/** A classification of an article; design-your-own articles carry `{ name: 'dyo', value }`. */
interface WireClassification {
  name: string;
  /** For `dyo`: `isecrets` | `isecretsCases` (phone covers), `isecretsClothes` (clothes); anything else is unsupported. */
  value: string;
}

/** An article as listed in grids, rails and search suggestions. */
export interface WireArticleSummary {
  articleId: string;
  legacyArticleId: string;
  title: string;
  slug: string;
  /** Path of the product page, e.g. `/product/100001/nordic-sound-bluetooth-speaker-x2/`. */
  articleUrl: string;
  /** Brand name. */
  brand: string;
  price: WireMoney;
  /**
   * The regular price before the current discount, when discounted. Not a reference for an announced
   * reduction (it may be higher than prices applied since): use `lowestPrice30Days`.
   */
  oldPrice?: WireMoney;
  /**
   * The lowest price the shop applied in the 30 days before the current reduction began (prisinformationslagen
   * 7 a §; the EU price-indication rules as read in SE, DK, NO and FI). Present only when `price` is below it:
   * the only price a reduction ("−20 %") may be announced against. Absent: no reduction to announce.
   */
  lowestPrice30Days?: WireMoney;
  /** Absolute URL of the first product image. */
  imageUrl: string;
  /** 1.0–5.0, one decimal. */
  rating: number;
  reviewCount: number;
  /** Units in stock (0 out of stock, under 10 limited; docs/spec.md §5). */
  stock: number;
  /** Units sold so far (seeded history plus placed orders); the social proof on cards and the product page. */
  sold: number;
  /** ISO date-time; in the future for a pre-order article. */
  availabilityDate?: string;
  condition: WireCondition;
  /**
   * Ids of `BadgesResponse` badges. The storefront derives `free-shipping` itself (lib/shipping.ts) and
   * ignores that id here.
   */
  badgeIds: string[];
  /** The article's own shipping: `true` when it ships free whatever the cart (the merchant pays); absent: the market's fees apply. */
  shipsFree?: boolean;
  /**
   * Present when the article cannot be bought although it is shown (the checkout would refuse it with the
   * docs/spec.md §5 NOT_FOR_SALE message of the same name); absent: it can be bought as its stock allows.
   */
  notForSale?: WireNotForSale;
  classifications: WireClassification[];
}

/** Why a shown article cannot be bought: no valid price, not buyable or bookable, not available. */
export type WireNotForSale = 'noPrice' | 'notBuyable' | 'notAvailable';

/**
 * A property of an article. `name` and `value` are localized for display, except the
 * `condition` property whose name is the literal `condition` and value `new` | `refurb` | `used`.
 */
export interface WireArticleProperty {
  /** Stable machine key. */
  key: 'color' | 'material' | 'storage' | 'size' | 'model' | 'condition';
  name: string;
  value: string;
}

/** Sibling articles that are variants of this one along one dimension (colour, storage, size, model). */
export interface WireVariationalProperty {
  /** Machine name of the dimension: `color` | `storage` | `size` | `model`. */
  name: string;
  /** Localized name of the dimension ("Färg"). */
  label: string;
  options: { value: string; label: string; articleId: string; selected: boolean }[];
}

/** The full article of the product page (docs/spec.md §3 Article plus presentation fields). */
export interface WireArticle extends Omit<WireArticleSummary, 'brand'> {
  /**
   * The product's slug in every locale (`slug` is the request locale's one): the product page's canonical
   * link, hreflang alternates and sitemap name each locale's own URL.
   */
  slugs: WireLocaleSlugs;
  shopArticleId: string;
  brand: { id: string; name: string; slug: string };
  description: string;
  /** 2–4 absolute image URLs; the first is `imageUrl`. */
  images: string[];
  properties: WireArticleProperty[];
  variationalProperties: WireVariationalProperty[];
  breadcrumbs: WireBreadcrumb[];
  /** Units per pack. */
  quantity: number;
  shippingTime: { max: number };
  merchantId: string;
  merchant: { id: string; name: string; slug: string; rating: number; reviewCount: number };
  publishState: 'published' | 'unpublished';
  /** Ids (`WireCampaign.id`) of the campaigns the article is part of. */
  campaignIds: string[];
  /** ISO date-time the article was listed. */
  createdAt: string;
}

export interface WireHeroColors {
  background: string;
  foreground: string;
  accent: string;
}

/** A text per locale of the storefront (the locales of lib/locales.ts). */
export type WireLocaleSlugs = Record<'sv-SE' | 'da-DK' | 'nb-NO' | 'fi-FI' | 'en-US', string>;

export interface WireCampaign {
  /**
   * The stable key, the same in every locale: one of top-bargains, black-friday, black-week, xmas-gifts,
   * yearly-smart-purchases, winter-deals, wrapped (what `WireArticle.campaignIds` hold).
   */
  id: string;
  /** The slug in the request locale ("vinterfynd" in sv-SE, "winter-deals" in en-US), for URLs. */
  slug: string;
  /**
   * The slug in every locale (hreflang alternates, the sitemap). `GET catalog/v1/campaigns/{slug}` and
   * `ArticlesRequest.campaign` accept any of them and the id (the old English slug).
   */
  slugs: WireLocaleSlugs;
  title: string;
  description: string;
  /** Exactly one campaign is `running`: the start-page hero. */
  status: 'running' | 'upcoming' | 'ended' | 'evergreen';
  startsAt: string;
  endsAt: string;
  colors: WireHeroColors;
  imageUrl: string;
  /** Published articles of the campaign; list them with `ArticlesRequest.campaign`. */
  articleIds: string[];
  articleCount: number;
}

export interface WireBrand {
  id: string;
  name: string;
  slug: string;
  description: string;
  logoUrl: string;
  articleCount: number;
}

export interface WireMerchant {
  id: string;
  name: string;
  slug: string;
  /** Average seller review rating, one decimal. */
  rating: number;
  reviewCount: number;
  description: string;
  /** ISO country code of the warehouse. */
  country: string;
  /** Year the merchant joined. */
  since: number;
  articleCount: number;
  /** Number of reviews per star rating ("5" … "1"). */
  ratingDistribution: Record<'1' | '2' | '3' | '4' | '5', number>;
}

export interface WireSellerReview {
  id: string;
  /** 1–5. */
  rating: number;
  /** First name of the reviewer. */
  author: string;
  text: string;
  /** yyyy-mm-dd */
  date: string;
}

export interface WireStorefront {
  slug: string;
  title: string;
  description: string;
  colors: WireHeroColors;
  imageUrl: string;
  articleIds: string[];
  articleCount: number;
}

// ---------------------------------------------------------------------------------------------
// Categories

/** GET catalog/v1/categories: every category, flat (top categories first, then their children). */
export interface CategoriesResponse {
  data: { items: WireCategory[] };
}

/**
 * GET catalog/v1/categories/{slug}: any locale's slug or the English one; 404 for an unknown slug.
 * `category.slug` is the request locale's.
 */
export interface CategoryResponse {
  data: {
    category: WireCategory;
    /** The category's slug in every locale (hreflang alternates). */
    slugs: WireLocaleSlugs;
    /** From the top category down to and including this one. */
    breadcrumbs: WireBreadcrumb[];
    subcategories: WireCategory[];
  };
}

// ---------------------------------------------------------------------------------------------
// Articles and search

export type WireArticleSort = 'relevance' | 'price_asc' | 'price_desc' | 'newest' | 'rating' | 'discount';

/**
 * Query of GET catalog/v1/articles. Every field is optional; invalid values fall back to the
 * default instead of failing. `brand` and `condition` may repeat (`?brand=lumo&brand=kvist`).
 */
export interface ArticlesRequest {
  /** Category slug or id; includes descendants. */
  category?: string;
  /** Spelling-tolerant free text, matched in the request locale and in English. */
  q?: string;
  /** Brand slug or id. */
  brand?: string | string[];
  /** Merchant id or slug. */
  merchant?: string;
  /** Campaign slug in any locale, or its id. */
  campaign?: string;
  /** Storefront slug. */
  storefront?: string;
  condition?: WireCondition | WireCondition[];
  /** `5` means exactly 5.0; `4` and `3` mean at least. Default `all`. */
  rating?: 'all' | '5' | '4' | '3';
  /** Major units of the market currency (e.g. kronor), inclusive. */
  priceMin?: string;
  priceMax?: string;
  /** Default `relevance` (best match with `q`, otherwise most popular). */
  sort?: WireArticleSort;
  /** 1-based, default 1. */
  page?: string;
  /** Default 24, max 96. */
  pageSize?: string;
  /** Comma-separated article ids: only these, in this order unless `sort` is given. */
  ids?: string;
}

export interface WireArticleFacets {
  /** Brands among the matches (ignoring the brand filter), most articles first. */
  brands: { id: string; name: string; slug: string; count: number }[];
  /** Conditions among the matches (ignoring the condition filter). */
  conditions: { value: WireCondition; count: number }[];
  /** Price span of the matches (ignoring the price filter), major units; 0/0 when empty. */
  price: { min: number; max: number };
}

/** GET catalog/v1/articles */
export interface ArticlesResponse {
  data: {
    items: WireArticleSummary[];
    total: number;
    page: number;
    pageSize: number;
    facets: WireArticleFacets;
  };
}

/** Query of GET catalog/v1/search/suggestions: `q` under 2 characters answers empty lists. */
/** @public (the contract names it; read by a reader or a type check, not imported) */
export interface SearchSuggestionsRequest {
  q?: string;
}

/** GET catalog/v1/search/suggestions */
export interface SearchSuggestionsResponse {
  data: {
    /** Up to 6 search terms (product types, categories, brands, products). */
    terms: string[];
    /** Up to 5 best matching articles. */
    articles: WireArticleSummary[];
  };
}

/** GET catalog/v1/articles/{articleId}: 404 for an unknown or unpublished article. */
export interface ArticleResponse {
  data: WireArticle;
}

// ---------------------------------------------------------------------------------------------
// Campaigns, brands, merchants, storefronts

/** GET catalog/v1/campaigns */
export interface CampaignsResponse {
  data: { items: WireCampaign[] };
}

/** GET catalog/v1/campaigns/{slug}: the slug of any locale or the id; 404 for an unknown one. */
export interface CampaignResponse {
  data: WireCampaign;
}

/** GET catalog/v1/brands: brands with at least one published article, by name. */
export interface BrandsResponse {
  data: { items: WireBrand[] };
}

/** GET catalog/v1/brands/{slug} (slug or id) */
export interface BrandResponse {
  data: WireBrand;
}

/** GET catalog/v1/merchants/{idOrSlug} */
export interface MerchantResponse {
  data: WireMerchant;
}

/** Query of GET catalog/v1/merchants/{idOrSlug}/reviews */
export interface MerchantReviewsRequest {
  /** `5` exactly five stars; `4` and `3` at least. Default `all`. */
  rating?: 'all' | '5' | '4' | '3';
  /** 1-based, default 1. */
  page?: string;
  /** Default 10, max 50. */
  pageSize?: string;
}

/** GET catalog/v1/merchants: every merchant, by name in the request locale (the seller-reviews lookup). */
export interface MerchantsResponse {
  data: { items: Pick<WireMerchant, 'id' | 'name' | 'slug' | 'rating' | 'reviewCount'>[] };
}

/** GET catalog/v1/merchants/{idOrSlug}/reviews: newest first. */
export interface MerchantReviewsResponse {
  data: {
    merchant: { id: string; name: string; slug: string; rating: number; reviewCount: number };
    items: WireSellerReview[];
    total: number;
    page: number;
    pageSize: number;
  };
}

/** GET catalog/v1/storefronts */
export interface StorefrontsResponse {
  data: { items: WireStorefront[] };
}

/** GET catalog/v1/storefronts/{slug} */
export interface StorefrontResponse {
  data: WireStorefront;
}

// ---------------------------------------------------------------------------------------------
// A product's reviews, similar articles and back-in-stock alerts

export type WireReviewSort = 'newest' | 'helpful';

/** One shopper's review of a product; texts in the request locale. */
export interface WireProductReview {
  id: string;
  /** 1–5. */
  rating: number;
  title: string;
  text: string;
  /** First name of the reviewer. */
  author: string;
  /** yyyy-mm-dd */
  date: string;
  /** How many shoppers found the review helpful. */
  helpful: number;
  /** The reviewer bought the product on Nordfynd. */
  verifiedPurchase: boolean;
}

/** Query of GET catalog/v1/articles/{articleId}/reviews; invalid values fall back to the defaults. */
export interface ProductReviewsRequest {
  /** `newest` (default) or `helpful` (most found helpful first, then newest). */
  sort?: WireReviewSort;
  /** 1-based, default 1. */
  page?: string;
  /** Default 10, max 50. */
  pageSize?: string;
}

/** GET catalog/v1/articles/{articleId}/reviews: 404 for an unknown or unpublished article. */
export interface ProductReviewsResponse {
  data: {
    articleId: string;
    /** The article's own `rating` and `reviewCount`, and the reviews per star. */
    summary: Pick<WireMerchant, 'rating' | 'reviewCount' | 'ratingDistribution'>;
    items: WireProductReview[];
    total: number;
    page: number;
    pageSize: number;
    sort: WireReviewSort;
  };
}

/** Query of GET catalog/v1/articles/{articleId}/similar */
export interface SimilarArticlesRequest {
  /** Default 8, max 24. */
  limit?: string;
}

/**
 * GET catalog/v1/articles/{articleId}/similar: published articles in stock now (no pre-orders, no
 * design-your-own), other than the article and its variants, in the article's category and within half
 * to twice its price, nearest price first; the top category when the category has fewer than 4. 404 for
 * an unknown or unpublished article.
 */
export interface SimilarArticlesResponse {
  data: { items: WireArticleSummary[] };
}

/** POST catalog/v1/articles/{articleId}/stock-alerts: tell this e-mail address when the article is back in stock. */
export interface StockAlertRequest {
  email: string;
}

/** 201; the same address for the same article answers the alert it already has. */
export interface StockAlertResponse {
  data: { alertId: string; articleId: string };
}

/** 400: the e-mail address is missing or invalid, with a message in the request locale. */
export interface StockAlertErrorResponse {
  message: string;
  fields: { email?: string };
}
