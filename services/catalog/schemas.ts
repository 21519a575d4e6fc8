/** Runtime validation of catalog and content responses (server side); each schema is checked against its wire type. */
import { z } from 'zod';
import { moneySchema } from '../shop/schemas';
import type {
  ArticleResponse,
  ArticlesResponse,
  BrandResponse,
  BrandsResponse,
  CampaignResponse,
  CampaignsResponse,
  CategoriesResponse,
  CategoryResponse,
  MerchantResponse,
  MerchantsResponse,
  MerchantReviewsResponse,
  ProductReviewsResponse,
  SearchSuggestionsResponse,
  SimilarArticlesResponse,
  StockAlertResponse,
  StorefrontResponse,
  StorefrontsResponse,
  WireArticleSummary,
  WireCampaign,
  WireCategory,
  WireLocaleSlugs,
} from './types';
import type { CmsPageResponse, ContactResponse, StartPageResponse } from './content-types';

const condition = z.enum(['new', 'refurb', 'used']);
const classification = z.object({ name: z.string(), value: z.string() });
const breadcrumb = z.object({ categoryId: z.string(), name: z.string(), slug: z.string() });
const colors = z.object({ background: z.string(), foreground: z.string(), accent: z.string() });
/** A slug per locale (categories, campaigns and articles). */
const localeSlugs: z.ZodType<WireLocaleSlugs> = z.object({
  'sv-SE': z.string(),
  'da-DK': z.string(),
  'nb-NO': z.string(),
  'fi-FI': z.string(),
  'en-US': z.string(),
});

const category: z.ZodType<WireCategory> = z.object({
  categoryId: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  imageUrl: z.string(),
  articleCount: z.number(),
});

const summaryShape = {
  articleId: z.string(),
  legacyArticleId: z.string(),
  title: z.string(),
  slug: z.string(),
  articleUrl: z.string(),
  price: moneySchema,
  oldPrice: moneySchema.optional(),
  lowestPrice30Days: moneySchema.optional(),
  imageUrl: z.string(),
  rating: z.number(),
  reviewCount: z.number(),
  stock: z.number(),
  sold: z.number(),
  availabilityDate: z.string().optional(),
  condition,
  badgeIds: z.array(z.string()),
  shipsFree: z.boolean().optional(),
  notForSale: z.enum(['noPrice', 'notBuyable', 'notAvailable']).optional(),
  classifications: z.array(classification),
};

const summary: z.ZodType<WireArticleSummary> = z.object({ ...summaryShape, brand: z.string() });

const campaign: z.ZodType<WireCampaign> = z.object({
  id: z.string(),
  slug: z.string(),
  slugs: localeSlugs,
  title: z.string(),
  description: z.string(),
  status: z.enum(['running', 'upcoming', 'ended', 'evergreen']),
  startsAt: z.string(),
  endsAt: z.string(),
  colors,
  imageUrl: z.string(),
  articleIds: z.array(z.string()),
  articleCount: z.number(),
});

const brand = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  logoUrl: z.string(),
  articleCount: z.number(),
});
const merchantRef = z.object({ id: z.string(), name: z.string(), slug: z.string(), rating: z.number(), reviewCount: z.number() });
const storefront = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  colors,
  imageUrl: z.string(),
  articleIds: z.array(z.string()),
  articleCount: z.number(),
});
const rail = z.object({ title: z.string(), href: z.string(), items: z.array(summary) });

export const categoriesSchema: z.ZodType<CategoriesResponse> = z.object({ data: z.object({ items: z.array(category) }) });
export const categorySchema: z.ZodType<CategoryResponse> = z.object({
  data: z.object({ category, slugs: localeSlugs, breadcrumbs: z.array(breadcrumb), subcategories: z.array(category) }),
});

export const articlesSchema: z.ZodType<ArticlesResponse> = z.object({
  data: z.object({
    items: z.array(summary),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    facets: z.object({
      brands: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string(), count: z.number() })),
      conditions: z.array(z.object({ value: condition, count: z.number() })),
      price: z.object({ min: z.number(), max: z.number() }),
    }),
  }),
});

export const suggestionsSchema: z.ZodType<SearchSuggestionsResponse> = z.object({
  data: z.object({ terms: z.array(z.string()), articles: z.array(summary) }),
});

export const articleSchema: z.ZodType<ArticleResponse> = z.object({
  data: z.object({
    ...summaryShape,
    slugs: localeSlugs,
    shopArticleId: z.string(),
    brand: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
    description: z.string(),
    images: z.array(z.string()),
    properties: z.array(
      z.object({ key: z.enum(['color', 'material', 'storage', 'size', 'model', 'condition']), name: z.string(), value: z.string() }),
    ),
    variationalProperties: z.array(
      z.object({
        name: z.string(),
        label: z.string(),
        options: z.array(z.object({ value: z.string(), label: z.string(), articleId: z.string(), selected: z.boolean() })),
      }),
    ),
    breadcrumbs: z.array(breadcrumb),
    quantity: z.number(),
    shippingTime: z.object({ max: z.number() }),
    merchantId: z.string(),
    merchant: merchantRef,
    publishState: z.enum(['published', 'unpublished']),
    campaignIds: z.array(z.string()),
    createdAt: z.string(),
  }),
});

export const campaignsSchema: z.ZodType<CampaignsResponse> = z.object({ data: z.object({ items: z.array(campaign) }) });
export const campaignSchema: z.ZodType<CampaignResponse> = z.object({ data: campaign });
export const brandsSchema: z.ZodType<BrandsResponse> = z.object({ data: z.object({ items: z.array(brand) }) });
export const brandSchema: z.ZodType<BrandResponse> = z.object({ data: brand });

export const merchantsSchema: z.ZodType<MerchantsResponse> = z.object({ data: z.object({ items: z.array(merchantRef) }) });

const ratingDistribution = z.object({ '1': z.number(), '2': z.number(), '3': z.number(), '4': z.number(), '5': z.number() });

export const merchantSchema: z.ZodType<MerchantResponse> = z.object({
  data: merchantRef.extend({
    description: z.string(),
    country: z.string(),
    since: z.number(),
    articleCount: z.number(),
    ratingDistribution,
  }),
});

export const merchantReviewsSchema: z.ZodType<MerchantReviewsResponse> = z.object({
  data: z.object({
    merchant: merchantRef,
    items: z.array(z.object({ id: z.string(), rating: z.number(), author: z.string(), text: z.string(), date: z.string() })),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
});

export const productReviewsSchema: z.ZodType<ProductReviewsResponse> = z.object({
  data: z.object({
    articleId: z.string(),
    summary: z.object({ rating: z.number(), reviewCount: z.number(), ratingDistribution }),
    items: z.array(
      z.object({
        id: z.string(),
        rating: z.number().int().min(1).max(5),
        title: z.string(),
        text: z.string(),
        author: z.string(),
        date: z.string(),
        helpful: z.number().int().min(0),
        verifiedPurchase: z.boolean(),
      }),
    ),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    sort: z.enum(['newest', 'helpful']),
  }),
});

export const similarArticlesSchema: z.ZodType<SimilarArticlesResponse> = z.object({ data: z.object({ items: z.array(summary) }) });

export const stockAlertSchema: z.ZodType<StockAlertResponse> = z.object({ data: z.object({ alertId: z.string(), articleId: z.string() }) });

export const storefrontsSchema: z.ZodType<StorefrontsResponse> = z.object({ data: z.object({ items: z.array(storefront) }) });
export const storefrontSchema: z.ZodType<StorefrontResponse> = z.object({ data: storefront });

export const startPageSchema: z.ZodType<StartPageResponse> = z.object({
  data: z.object({
    hero: campaign,
    featuredCategories: z.array(category),
    rails: z.object({ topBargains: rail, newIn: rail, bestsellers: rail }),
  }),
});

const cmsBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), heading: z.string().optional(), paragraphs: z.array(z.string()) }),
  z.object({ type: z.literal('faq'), heading: z.string(), entries: z.array(z.object({ question: z.string(), answer: z.string() })) }),
  z.object({ type: z.literal('links'), heading: z.string(), links: z.array(z.object({ label: z.string(), href: z.string() })) }),
  z.object({
    type: z.literal('articles'),
    heading: z.string(),
    articleIds: z.array(z.string()).optional(),
    query: z
      .object({
        category: z.string().optional(),
        q: z.string().optional(),
        condition: z.union([condition, z.array(condition)]).optional(),
        sort: z.enum(['relevance', 'price_asc', 'price_desc', 'newest', 'rating', 'discount']).optional(),
        campaign: z.string().optional(),
      })
      .optional(),
    items: z.array(summary),
  }),
]);

export const cmsPageSchema: z.ZodType<CmsPageResponse> = z.object({
  data: z.object({
    key: z.enum([
      'inspiration',
      'marketing',
      'customer-service',
      'refurb-iphone',
      'iphone-accessories',
      'iphone-charger',
      'fynd-finder',
      'discover',
    ]),
    title: z.string(),
    intro: z.string(),
    blocks: z.array(cmsBlock),
  }),
});

export const contactSchema: z.ZodType<ContactResponse> = z.object({ data: z.object({ ticketId: z.string() }) });
