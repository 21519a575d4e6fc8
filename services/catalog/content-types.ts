/**
 * Wire types of the content endpoints of the shop service (SHOP_API_URL): the start page,
 * CMS pages and the contact form. Same conventions as ./types.ts (`{ data }`, localized by X-Locale).
 */
import type { ArticlesRequest, WireArticleSummary, WireCampaign, WireCategory } from './types';

// ---------------------------------------------------------------------------------------------
// Content: start page, CMS pages, contact

export interface WireRail {
  title: string;
  /** Internal route key of the "see all" link with the locale's slug, e.g. `/campaign/toppfynd/` in sv-SE. */
  href: string;
  items: WireArticleSummary[];
}

/** GET cms/v1/start */
export interface StartPageResponse {
  data: {
    /** The running campaign. */
    hero: WireCampaign;
    /** 8 top categories. */
    featuredCategories: WireCategory[];
    rails: { topBargains: WireRail; newIn: WireRail; bestsellers: WireRail };
  };
}

export type WireCmsPageKey =
  'inspiration' | 'marketing' | 'customer-service' | 'refurb-iphone' | 'iphone-accessories' | 'iphone-charger' | 'fynd-finder' | 'discover';

export type WireCmsBlock =
  | { type: 'text'; heading?: string; paragraphs: string[] }
  | { type: 'faq'; heading: string; entries: { question: string; answer: string }[] }
  | { type: 'links'; heading: string; links: { label: string; href: string }[] }
  | {
      type: 'articles';
      heading: string;
      /** Set when the block lists fixed articles. */
      articleIds?: string[];
      /** Set when the block lists a query's results (same fields as `ArticlesRequest`). */
      query?: Pick<ArticlesRequest, 'category' | 'q' | 'condition' | 'sort' | 'campaign'>;
      /** The resolved articles (published only, up to 12). */
      items: WireArticleSummary[];
    };

/** GET cms/v1/pages/{key}: 404 for another key. */
export interface CmsPageResponse {
  data: { key: WireCmsPageKey; title: string; intro: string; blocks: WireCmsBlock[] };
}

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
export interface ContactResponse {
  data: { ticketId: string };
}

/** 400 answer of POST cms/v1/contact: localized messages per invalid field. */
export interface ContactErrorResponse {
  message: string;
  fields: Partial<Record<keyof ContactRequest, string>>;
}
