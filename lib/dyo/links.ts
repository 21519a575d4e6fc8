/**
 * Design-your-own article links (docs/spec.md §2): the kind comes from the article's `dyo` classification as the product registry declares
 * it; any other value is an unsupported DYO article.
 */
import { DYO_KINDS } from './kinds';
import { DYO_PRODUCT_INFO, type DyoArticleKind } from './product-types/info';
import { BRAND } from '../locales';
import type { RouteKey } from '../routes/hrefs';

export { DYO_KINDS };
export type { DyoArticleKind };

export class UnsupportedDyoArticleError extends Error {
  readonly kind = 'unsupported-dyo-article';
  constructor(readonly value: string | undefined) {
    super(`Unsupported DYO article: ${value ?? 'no dyo classification'}`);
    this.name = 'UnsupportedDyoArticleError';
  }
}

interface Classified {
  articleId: string;
  classifications: { name: string; value: string }[];
}

export function dyoClassification(article: Pick<Classified, 'classifications'>): string | undefined {
  return article.classifications.find((c) => c.name === 'dyo')?.value;
}

export function isDyoArticle(article: Pick<Classified, 'classifications'>): boolean {
  return dyoClassification(article) !== undefined;
}

/** The DYO kind of an article; throws UnsupportedDyoArticleError for any other classification value. */
export function dyoKindOf(article: Pick<Classified, 'classifications'>): DyoArticleKind {
  const value = dyoClassification(article);
  const type =
    value === undefined ? undefined : Object.values(DYO_PRODUCT_INFO).find((t) => (t.classifications as readonly string[]).includes(value));
  if (!type) throw new UnsupportedDyoArticleError(value);
  return type.kind as DyoArticleKind;
}

/** The query key naming the article: `{brand}ArticleId`, e.g. `nordfyndArticleId`. */
export const articleIdParam = (brand: string = BRAND): string => `${brand}ArticleId`;

export interface DyoLink {
  routeKey: RouteKey;
  query: Record<string, string>;
}

/** Where a DYO article leads: the engine when it has a design, else the landing page. */
export function dyoLink(article: Classified, design?: { dyoId: string }, brand: string = BRAND): DyoLink {
  const routes = DYO_PRODUCT_INFO[dyoKindOf(article)].routes;
  const query: Record<string, string> = { [articleIdParam(brand)]: article.articleId };
  if (design) query.dyoId = design.dyoId;
  return { routeKey: design ? routes.engine : routes.landing, query };
}

/**
 * The link of a saved design in the cart. A cart line carries no classification, so it cannot tell phone covers from clothes: it leads to
 * the image engine with the design, and that page forwards an article of another type to its type's engine and a map cover to the map
 * engine (the same forwarding any mislabelled link gets).
 */
export function savedDesignLink(articleId: string, dyoId: string, brand: string = BRAND): DyoLink {
  return { routeKey: DYO_PRODUCT_INFO['phone-cover'].routes.engine, query: { [articleIdParam(brand)]: articleId, dyoId } };
}
