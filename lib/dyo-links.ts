/**
 * Design-your-own article links (docs/spec.md §2). The kind comes from the article's
 * `dyo` classification: isecrets / isecretsCases → phone covers,
 * isecretsClothes → clothes; any other value is an unsupported DYO article.
 * Without a design the link leads to the landing page, with one to the engine;
 * both carry `dyoId` (when there is one) and `{brand}ArticleId`.
 */
import { BRAND } from './locales';
import type { RouteKey } from './routes';

/**
 * What is designed: the one list of a design's kinds (design documents, the API's and the
 * design service's schemas, engines, the product registry in lib/dyo/product-types/).
 */
export const DYO_KINDS = ['phone-cover', 'clothes', 'map-cover'] as const;
export type DyoKind = (typeof DYO_KINDS)[number];
/** The kinds an article's classification gives (a map cover is printed on a phone-cover article). */
export type DyoArticleKind = Exclude<DyoKind, 'map-cover'>;

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
  switch (value) {
    case 'isecrets':
    case 'isecretsCases':
      return 'phone-cover';
    case 'isecretsClothes':
      return 'clothes';
    default:
      throw new UnsupportedDyoArticleError(value);
  }
}

const ROUTES: Record<DyoArticleKind, { landing: RouteKey; engine: RouteKey }> = {
  'phone-cover': { landing: '/dyo/initial-landing-page/', engine: '/dyo/engine/' },
  clothes: { landing: '/dyo/clothes-initial-landing-page/', engine: '/dyo/clothes-engine/' },
};

/** The query key naming the article: `{brand}ArticleId`, e.g. `nordfyndArticleId`. */
export const articleIdParam = (brand: string = BRAND): string => `${brand}ArticleId`;

export interface DyoLink {
  routeKey: RouteKey;
  query: Record<string, string>;
}

/** Where a DYO article leads: the engine when it has a design, else the landing page. */
export function dyoLink(article: Classified, design?: { dyoId: string }, brand: string = BRAND): DyoLink {
  const routes = ROUTES[dyoKindOf(article)];
  const query: Record<string, string> = { [articleIdParam(brand)]: article.articleId };
  if (design) query.dyoId = design.dyoId;
  return { routeKey: design ? routes.engine : routes.landing, query };
}

/**
 * The link of a saved design in the cart. A cart line carries no classification,
 * so it cannot tell phone covers from clothes: it leads to the image engine with
 * the design, and that page forwards a clothes article to the clothes engine and
 * a map cover to the map engine (the same forwarding any mislabelled link gets).
 */
export function savedDesignLink(articleId: string, dyoId: string, brand: string = BRAND): DyoLink {
  return { routeKey: ROUTES['phone-cover'].engine, query: { [articleIdParam(brand)]: articleId, dyoId } };
}
