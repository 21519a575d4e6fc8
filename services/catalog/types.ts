/**
 * Wire shapes of the shop service's catalog endpoints: one zod schema per response (validated on the server; each type is inferred from
 * it), request queries as interfaces, responses wrapped in `{ data }`, errors as `WireError` (docs/spec.md §7, §8). dev-services/
 * implements exactly these shapes.
 */
import { z } from 'zod';
import { moneySchema } from '../shop/types';

/** The `{ data }` envelope of every catalog answer. */
export const inData = <T extends z.ZodType>(data: T) => z.object({ data });

// ---------------------------------------------------------------------------------------------
// Shared shapes

/** A brand or merchant as a link names it. */
const named = { id: z.string(), name: z.string(), slug: z.string() };

/** Where a paged list is: matches in all, the 1-based page and its size. */
const paged = { total: z.number(), page: z.number(), pageSize: z.number() };

/** Condition of an article (docs/spec.md §3: `refurb` means refurbished, `used` counts as second-hand). */
export const wireConditionSchema = z.enum(['new', 'refurb', 'used']);
export type WireCondition = z.output<typeof wireConditionSchema>;

export const wireSortSchema = z.enum(['relevance', 'price_asc', 'price_desc', 'newest', 'rating', 'discount']);
export type WireArticleSort = z.output<typeof wireSortSchema>;

/** One step of a category path, from the top category down. */
const breadcrumb = z.object({
  categoryId: z.string(),
  name: z.string(),
  /** Category slug in the request locale. */
  slug: z.string(),
});
export type WireBreadcrumb = z.output<typeof breadcrumb>;

export const wireCategorySchema = z.object({
  categoryId: z.string(),
  /** `null` for a top category. */
  parentId: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  /** Absolute URL of a square SVG illustration. */
  imageUrl: z.string(),
  /** Published articles in the category and its descendants. */
  articleCount: z.number(),
});
export type WireCategory = z.output<typeof wireCategorySchema>;

/** A classification of an article; design-your-own articles carry `{ name: 'dyo', value }`. */
const classification = z.object({
  name: z.string(),
  /** For `dyo`: `isecrets` | `isecretsCases` (phone covers), `isecretsClothes` (clothes); anything else is unsupported. */
  value: z.string(),
});

/** Why a shown article cannot be bought: no valid price, not buyable or bookable, not available. */
const notForSale = z.enum(['noPrice', 'notBuyable', 'notAvailable']);
export type WireNotForSale = z.output<typeof notForSale>;

const summaryShape = {
  articleId: z.string(),
  legacyArticleId: z.string(),
  title: z.string(),
  slug: z.string(),
  /** Path of the product page, e.g. `/product/100001/nordic-sound-bluetooth-speaker-x2/`. */
  articleUrl: z.string(),
  price: moneySchema,
  /**
   * The regular price before the current discount, when discounted. Not a reference for an announced reduction (it may be higher than
   * prices applied since): use `lowestPrice30Days`.
   */
  oldPrice: moneySchema.optional(),
  /**
   * The lowest price the shop applied in the 30 days before the current reduction began (prisinformationslagen 7 a §; the EU
   * price-indication rules as read in SE, DK, NO and FI). Present only when `price` is below it: the only price a reduction ("−20 %") may
   * be announced against. Absent: no reduction to announce.
   */
  lowestPrice30Days: moneySchema.optional(),
  /** Absolute URL of the first product image. */
  imageUrl: z.string(),
  /** 1.0–5.0, one decimal. */
  rating: z.number(),
  reviewCount: z.number(),
  /** Units in stock (0 out of stock, under 10 limited; docs/spec.md §5). */
  stock: z.number(),
  /** Units sold so far (seeded history plus placed orders); the social proof on cards and the product page. */
  sold: z.number(),
  /** ISO date-time; in the future for a pre-order article. */
  availabilityDate: z.string().optional(),
  condition: wireConditionSchema,
  /** Ids of `BadgesResponse` badges. The storefront derives `free-shipping` itself (lib/shipping.ts) and ignores that id here. */
  badgeIds: z.array(z.string()),
  /** The article's own shipping: `true` when it ships free whatever the cart (the merchant pays); absent: the market's fees apply. */
  shipsFree: z.boolean().optional(),
  /**
   * Present when the article cannot be bought although it is shown (the checkout would refuse it with the docs/spec.md §5 NOT_FOR_SALE
   * message of the same name); absent: it can be bought as its stock allows.
   */
  notForSale: notForSale.optional(),
  classifications: z.array(classification),
};

/** An article as listed in grids, rails and search suggestions; `brand` is the brand name. */
export const wireSummarySchema = z.object({ ...summaryShape, brand: z.string() });
export type WireArticleSummary = z.output<typeof wireSummarySchema>;

/**
 * A property of an article. `name` and `value` are localized for display, except the `condition` property whose name is the literal
 * `condition` and value `new` | `refurb` | `used`.
 */
const articleProperty = z.object({
  /** Stable machine key. */
  key: z.enum(['color', 'material', 'storage', 'size', 'model', 'condition']),
  name: z.string(),
  value: z.string(),
});
export type WireArticleProperty = z.output<typeof articleProperty>;

/** Sibling articles that are variants of this one along one dimension (colour, storage, size, model). */
const variationalProperty = z.object({
  /** Machine name of the dimension: `color` | `storage` | `size` | `model`. */
  name: z.string(),
  /** Localized name of the dimension ("Färg"). */
  label: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string(), articleId: z.string(), selected: z.boolean() })),
});
export type WireVariationalProperty = z.output<typeof variationalProperty>;

const colors = z.object({ background: z.string(), foreground: z.string(), accent: z.string() });
export type WireHeroColors = z.output<typeof colors>;

/** A text per locale of the storefront (the locales of lib/locales.ts). */
const localeSlugs = z.object({ 'sv-SE': z.string(), 'da-DK': z.string(), 'nb-NO': z.string(), 'fi-FI': z.string(), 'en-US': z.string() });

const merchantRef = z.object({
  ...named,
  /** Average seller review rating, one decimal. */
  rating: z.number(),
  reviewCount: z.number(),
});

/** The full article of the product page (docs/spec.md §3 Article plus presentation fields). */
const article = z.object({
  ...summaryShape,
  /**
   * The product's slug in every locale (`slug` is the request locale's one): the product page's canonical link, hreflang alternates and
   * sitemap name each locale's own URL.
   */
  slugs: localeSlugs,
  shopArticleId: z.string(),
  brand: z.object(named),
  description: z.string(),
  /** 2–4 absolute image URLs; the first is `imageUrl`. */
  images: z.array(z.string()),
  properties: z.array(articleProperty),
  variationalProperties: z.array(variationalProperty),
  breadcrumbs: z.array(breadcrumb),
  /** Units per pack. */
  quantity: z.number(),
  shippingTime: z.object({ max: z.number() }),
  merchantId: z.string(),
  merchant: merchantRef,
  publishState: z.enum(['published', 'unpublished']),
  /** Ids (`WireCampaign.id`) of the campaigns the article is part of. */
  campaignIds: z.array(z.string()),
  /** ISO date-time the article was listed. */
  createdAt: z.string(),
});
export type WireArticle = z.output<typeof article>;

export const wireCampaignSchema = z.object({
  /**
   * The stable key, the same in every locale: one of top-bargains, black-friday, black-week, xmas-gifts, yearly-smart-purchases,
   * winter-deals, wrapped (what `WireArticle.campaignIds` hold).
   */
  id: z.string(),
  /** The slug in the request locale ("vinterfynd" in sv-SE, "winter-deals" in en-US), for URLs. */
  slug: z.string(),
  /**
   * The slug in every locale (hreflang alternates, the sitemap). `GET catalog/v1/campaigns/{slug}` and `ArticlesRequest.campaign` accept
   * any of them and the id (the old English slug).
   */
  slugs: localeSlugs,
  title: z.string(),
  description: z.string(),
  /** Exactly one campaign is `running`: the start-page hero. */
  status: z.enum(['running', 'upcoming', 'ended', 'evergreen']),
  startsAt: z.string(),
  endsAt: z.string(),
  colors,
  imageUrl: z.string(),
  /** Published articles of the campaign; list them with `ArticlesRequest.campaign`. */
  articleIds: z.array(z.string()),
  articleCount: z.number(),
});
export type WireCampaign = z.output<typeof wireCampaignSchema>;

const brand = z.object({
  ...named,
  description: z.string(),
  logoUrl: z.string(),
  articleCount: z.number(),
});
export type WireBrand = z.output<typeof brand>;

/** Number of reviews per star rating ("5" … "1"). */
const ratingDistribution = z.object({ '1': z.number(), '2': z.number(), '3': z.number(), '4': z.number(), '5': z.number() });

const merchant = merchantRef.extend({
  description: z.string(),
  /** ISO country code of the warehouse. */
  country: z.string(),
  /** Year the merchant joined. */
  since: z.number(),
  articleCount: z.number(),
  ratingDistribution,
});
export type WireMerchant = z.output<typeof merchant>;

const sellerReview = z.object({
  id: z.string(),
  /** 1–5. */
  rating: z.number(),
  /** First name of the reviewer. */
  author: z.string(),
  text: z.string(),
  /** yyyy-mm-dd */
  date: z.string(),
});
export type WireSellerReview = z.output<typeof sellerReview>;

const storefront = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  colors,
  imageUrl: z.string(),
  articleIds: z.array(z.string()),
  articleCount: z.number(),
});
export type WireStorefront = z.output<typeof storefront>;

// ---------------------------------------------------------------------------------------------
// Categories

/** GET catalog/v1/categories: every category, flat (top categories first, then their children). */
export const categoriesSchema = inData(z.object({ items: z.array(wireCategorySchema) }));
export type CategoriesResponse = z.output<typeof categoriesSchema>;

/**
 * GET catalog/v1/categories/{slug}: any locale's slug or the English one; 404 for an unknown slug. `category.slug` is the request locale's.
 */
export const categorySchema = inData(
  z.object({
    category: wireCategorySchema,
    /** The category's slug in every locale (hreflang alternates). */
    slugs: localeSlugs,
    /** From the top category down to and including this one. */
    breadcrumbs: z.array(breadcrumb),
    subcategories: z.array(wireCategorySchema),
  }),
);
export type CategoryResponse = z.output<typeof categorySchema>;

// ---------------------------------------------------------------------------------------------
// Articles and search

/**
 * Query of GET catalog/v1/articles. Every field is optional; invalid values fall back to the default instead of failing. `brand` and
 * `condition` may repeat (`?brand=lumo&brand=kvist`).
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

const facets = z.object({
  /** Brands among the matches (ignoring the brand filter), most articles first. */
  brands: z.array(z.object({ ...named, count: z.number() })),
  /** Conditions among the matches (ignoring the condition filter). */
  conditions: z.array(z.object({ value: wireConditionSchema, count: z.number() })),
  /** Price span of the matches (ignoring the price filter), major units; 0/0 when empty. */
  price: z.object({ min: z.number(), max: z.number() }),
});
export type WireArticleFacets = z.output<typeof facets>;

/** GET catalog/v1/articles */
export const articlesSchema = inData(z.object({ items: z.array(wireSummarySchema), ...paged, facets }));
export type ArticlesResponse = z.output<typeof articlesSchema>;

/** Query of GET catalog/v1/search/suggestions: `q` under 2 characters answers empty lists. */
/** @public (the contract names it; read by a reader or a type check, not imported) */
export interface SearchSuggestionsRequest {
  q?: string;
}

/** GET catalog/v1/search/suggestions */
export const suggestionsSchema = inData(
  z.object({
    /** Up to 6 search terms (product types, categories, brands, products). */
    terms: z.array(z.string()),
    /** Up to 5 best matching articles. */
    articles: z.array(wireSummarySchema),
  }),
);
export type SearchSuggestionsResponse = z.output<typeof suggestionsSchema>;

/** GET catalog/v1/articles/{articleId}: 404 for an unknown or unpublished article. */
export const articleSchema = inData(article);
export type ArticleResponse = z.output<typeof articleSchema>;

// ---------------------------------------------------------------------------------------------
// Campaigns, brands, merchants, storefronts

/** GET catalog/v1/campaigns */
export const campaignsSchema = inData(z.object({ items: z.array(wireCampaignSchema) }));
export type CampaignsResponse = z.output<typeof campaignsSchema>;

/** GET catalog/v1/campaigns/{slug}: the slug of any locale or the id; 404 for an unknown one. */
export const campaignSchema = inData(wireCampaignSchema);
export type CampaignResponse = z.output<typeof campaignSchema>;

/** GET catalog/v1/brands: brands with at least one published article, by name. */
export const brandsSchema = inData(z.object({ items: z.array(brand) }));
export type BrandsResponse = z.output<typeof brandsSchema>;

/** GET catalog/v1/brands/{slug} (slug or id) */
export const brandSchema = inData(brand);
export type BrandResponse = z.output<typeof brandSchema>;

/** GET catalog/v1/merchants/{idOrSlug} */
export const merchantSchema = inData(merchant);
export type MerchantResponse = z.output<typeof merchantSchema>;

/** A page of reviews: `page` 1-based, default 1; `pageSize` default 10, max 50. */
interface ReviewsPage {
  page?: string;
  pageSize?: string;
}

/** Query of GET catalog/v1/merchants/{idOrSlug}/reviews */
export interface MerchantReviewsRequest extends ReviewsPage {
  /** `5` exactly five stars; `4` and `3` at least. Default `all`. */
  rating?: 'all' | '5' | '4' | '3';
}

/** GET catalog/v1/merchants: every merchant, by name in the request locale (the seller-reviews lookup). */
export const merchantsSchema = inData(z.object({ items: z.array(merchantRef) }));
export type MerchantsResponse = z.output<typeof merchantsSchema>;

/** GET catalog/v1/merchants/{idOrSlug}/reviews: newest first. */
export const merchantReviewsSchema = inData(z.object({ merchant: merchantRef, items: z.array(sellerReview), ...paged }));
export type MerchantReviewsResponse = z.output<typeof merchantReviewsSchema>;

/** GET catalog/v1/storefronts */
export const storefrontsSchema = inData(z.object({ items: z.array(storefront) }));
export type StorefrontsResponse = z.output<typeof storefrontsSchema>;

/** GET catalog/v1/storefronts/{slug} */
export const storefrontSchema = inData(storefront);
export type StorefrontResponse = z.output<typeof storefrontSchema>;

// ---------------------------------------------------------------------------------------------
// A product's reviews, similar articles and back-in-stock alerts

const reviewSort = z.enum(['newest', 'helpful']);
export type WireReviewSort = z.output<typeof reviewSort>;

/** One shopper's review of a product; texts in the request locale. */
const productReview = sellerReview.extend({
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  /** How many shoppers found the review helpful. */
  helpful: z.number().int().min(0),
  /** The reviewer bought the product on Nordfynd. */
  verifiedPurchase: z.boolean(),
});
export type WireProductReview = z.output<typeof productReview>;

/** Query of GET catalog/v1/articles/{articleId}/reviews; invalid values fall back to the defaults. */
export interface ProductReviewsRequest extends ReviewsPage {
  /** `newest` (default) or `helpful` (most found helpful first, then newest). */
  sort?: WireReviewSort;
}

/** GET catalog/v1/articles/{articleId}/reviews: 404 for an unknown or unpublished article. */
export const productReviewsSchema = inData(
  z.object({
    articleId: z.string(),
    /** The article's own `rating` and `reviewCount`, and the reviews per star. */
    summary: z.object({ rating: z.number(), reviewCount: z.number(), ratingDistribution }),
    items: z.array(productReview),
    ...paged,
    sort: reviewSort,
  }),
);
export type ProductReviewsResponse = z.output<typeof productReviewsSchema>;

/** Query of GET catalog/v1/articles/{articleId}/similar */
export interface SimilarArticlesRequest {
  /** Default 8, max 24. */
  limit?: string;
}

/**
 * GET catalog/v1/articles/{articleId}/similar: published articles in stock now (no pre-orders, no design-your-own), other than the article
 * and its variants, in the article's category and within half to twice its price, nearest price first; the top category when the category
 * has fewer than 4. 404 for an unknown or unpublished article.
 */
export const similarArticlesSchema = inData(z.object({ items: z.array(wireSummarySchema) }));
export type SimilarArticlesResponse = z.output<typeof similarArticlesSchema>;

/** POST catalog/v1/articles/{articleId}/stock-alerts: tell this e-mail address when the article is back in stock. */
export interface StockAlertRequest {
  email: string;
}

/** 201; the same address for the same article answers the alert it already has. */
export const stockAlertSchema = inData(z.object({ alertId: z.string(), articleId: z.string() }));
export type StockAlertResponse = z.output<typeof stockAlertSchema>;

/** 400: the e-mail address is missing or invalid, with a message in the request locale. */
export interface StockAlertErrorResponse {
  message: string;
  fields: { email?: string };
}
