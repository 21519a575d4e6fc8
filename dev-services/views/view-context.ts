import type { RequestContext } from '../context';

/** The parts of a request that shape a view: market (prices), locale (texts), URLs and stock. */
export type ViewContext = Pick<RequestContext, 'market' | 'locale' | 'publicUrl' | 'catalog' | 'state'>;

export const imageUrl = {
  article: (ctx: ViewContext, articleId: string, n: number): string => `${ctx.publicUrl}/images/articles/${articleId}-${n}.svg`,
  category: (ctx: ViewContext, slug: string): string => `${ctx.publicUrl}/images/categories/${slug}.svg`,
  campaign: (ctx: ViewContext, slug: string): string => `${ctx.publicUrl}/images/campaigns/${slug}.svg`,
  storefront: (ctx: ViewContext, slug: string): string => `${ctx.publicUrl}/images/storefronts/${slug}.svg`,
  brand: (ctx: ViewContext, slug: string): string => `${ctx.publicUrl}/images/brands/${slug}.svg`,
};

export function currentStock(ctx: ViewContext, articleId: string): number {
  return ctx.state.stock.get(articleId) ?? 0;
}

/** Units sold so far: the seeded history plus the orders placed since the last reset. */
export function currentSold(ctx: ViewContext, articleId: string): number {
  return ctx.state.sold.get(articleId) ?? 0;
}
