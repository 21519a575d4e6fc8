/**
 * Wire shapes of the content endpoints of the shop service (SHOP_API_URL): the start page,
 * CMS pages and the contact form. Same conventions as ./types.ts (a schema per answer, `{ data }`, localized by X-Locale).
 */
import { z } from 'zod';
import { inData, wireCampaignSchema, wireCategorySchema, wireConditionSchema, wireSortSchema, wireSummarySchema } from './types';

const rail = z.object({
  title: z.string(),
  /** Internal route key of the "see all" link with the locale's slug, e.g. `/campaign/toppfynd/` in sv-SE. */
  href: z.string(),
  items: z.array(wireSummarySchema),
});
export type WireRail = z.output<typeof rail>;

/** GET cms/v1/start */
export const startPageSchema = inData(
  z.object({
    /** The running campaign. */
    hero: wireCampaignSchema,
    /** 8 top categories. */
    featuredCategories: z.array(wireCategorySchema),
    rails: z.object({ topBargains: rail, newIn: rail, bestsellers: rail }),
  }),
);
export type StartPageResponse = z.output<typeof startPageSchema>;

const cmsPageKey = z.enum([
  'inspiration',
  'marketing',
  'customer-service',
  'refurb-iphone',
  'iphone-accessories',
  'iphone-charger',
  'fynd-finder',
  'discover',
]);
export type WireCmsPageKey = z.output<typeof cmsPageKey>;

const cmsBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), heading: z.string().optional(), paragraphs: z.array(z.string()) }),
  z.object({ type: z.literal('faq'), heading: z.string(), entries: z.array(z.object({ question: z.string(), answer: z.string() })) }),
  z.object({ type: z.literal('links'), heading: z.string(), links: z.array(z.object({ label: z.string(), href: z.string() })) }),
  z.object({
    type: z.literal('articles'),
    heading: z.string(),
    /** Set when the block lists fixed articles. */
    articleIds: z.array(z.string()).optional(),
    /** Set when the block lists a query's results (same fields as `ArticlesRequest`). */
    query: z
      .object({
        category: z.string().optional(),
        q: z.string().optional(),
        condition: z.union([wireConditionSchema, z.array(wireConditionSchema)]).optional(),
        sort: wireSortSchema.optional(),
        campaign: z.string().optional(),
      })
      .optional(),
    /** The resolved articles (published only, up to 12). */
    items: z.array(wireSummarySchema),
  }),
]);
export type WireCmsBlock = z.output<typeof cmsBlock>;

/** GET cms/v1/pages/{key}: 404 for another key. */
export const cmsPageSchema = inData(z.object({ key: cmsPageKey, title: z.string(), intro: z.string(), blocks: z.array(cmsBlock) }));
export type CmsPageResponse = z.output<typeof cmsPageSchema>;

/** POST cms/v1/contact */
export interface ContactRequest {
  kind: 'contact' | 'ordercontact';
  /** 2–100 characters. */
  name: string;
  email: string;
  /** 10–2000 characters. */
  message: string;
  /** Required for `ordercontact`, e.g. `NF-12345678`. */
  orderId?: string;
}

/** 201 answer of POST cms/v1/contact */
export const contactSchema = inData(z.object({ ticketId: z.string() }));
export type ContactResponse = z.output<typeof contactSchema>;

/** 400 answer of POST cms/v1/contact: localized messages per invalid field. */
export interface ContactErrorResponse {
  message: string;
  fields: Partial<Record<keyof ContactRequest, string>>;
}
