import type { WireArticleSort, WireCondition } from '../../services/catalog/types';
import type { Catalog } from '../seed/catalog';
import { categoryWithDescendants } from '../seed/categories';
import { amountParam, enumParam, intParam, listParam, textParam } from './params';

const SORTS: readonly WireArticleSort[] = ['relevance', 'price_asc', 'price_desc', 'newest', 'rating', 'discount'];
const CONDITIONS: readonly WireCondition[] = ['new', 'refurb', 'used'];
const RATINGS = ['all', '5', '4', '3'] as const;

/** A parsed `ArticlesRequest`. A `Set` filter restricts; `null` means "no filter". */
export interface ArticleQuery {
  q: string;
  ids: string[] | null;
  categoryIds: Set<string> | null;
  /** Article ids allowed by campaign and storefront filters. */
  articleIds: Set<string> | null;
  merchantIds: Set<string> | null;
  brandIds: Set<string> | null;
  conditions: Set<WireCondition> | null;
  rating: (typeof RATINGS)[number];
  /** Minor units. */
  priceMin: number | null;
  priceMax: number | null;
  sort: WireArticleSort;
  page: number;
  pageSize: number;
}

function intersect(a: Set<string> | null, b: Set<string>): Set<string> {
  return a ? new Set([...a].filter((id) => b.has(id))) : b;
}

/** Reads the query string leniently: unknown values fall back to the default or match nothing. */
export function parseArticleQuery(catalog: Catalog, query: URLSearchParams): ArticleQuery {
  const category = textParam(query, 'category');
  const categoryRef = catalog.categoryBySlug.get(category) ?? catalog.categoryById.get(category);
  let articleIds: Set<string> | null = null;
  const campaign = textParam(query, 'campaign');
  if (campaign) articleIds = intersect(articleIds, new Set(catalog.campaignBySlug.get(campaign)?.articleIds ?? []));
  const storefront = textParam(query, 'storefront');
  if (storefront) articleIds = intersect(articleIds, new Set(catalog.storefrontBySlug.get(storefront)?.articleIds ?? []));
  const merchant = textParam(query, 'merchant');
  const merchantRef = catalog.merchantById.get(merchant) ?? catalog.merchantBySlug.get(merchant);
  const brands = listParam(query, 'brand');
  const brandIds = brands.flatMap((b) => {
    const brand = catalog.brandBySlug.get(b.toLowerCase()) ?? catalog.brandById.get(b);
    return brand ? [brand.id] : [];
  });
  const conditions = listParam(query, 'condition').filter((c): c is WireCondition => (CONDITIONS as readonly string[]).includes(c));
  const priceMin = amountParam(query, 'priceMin');
  const priceMax = amountParam(query, 'priceMax');
  const ids = listParam(query, 'ids');
  const q = textParam(query, 'q');
  return {
    q,
    ids: ids.length > 0 ? ids : null,
    categoryIds: category ? (categoryRef ? categoryWithDescendants(catalog.categoryById, categoryRef.id) : new Set()) : null,
    articleIds,
    merchantIds: merchant ? new Set(merchantRef ? [merchantRef.id] : []) : null,
    brandIds: brands.length > 0 ? new Set(brandIds) : null,
    conditions: conditions.length > 0 ? new Set(conditions) : null,
    rating: enumParam(query, 'rating', RATINGS, 'all'),
    priceMin: priceMin === null ? null : Math.round(priceMin * 100),
    priceMax: priceMax === null ? null : Math.round(priceMax * 100),
    sort: enumParam(query, 'sort', SORTS, 'relevance'),
    page: intParam(query, 'page', 1, 1, 10_000),
    pageSize: intParam(query, 'pageSize', 24, 1, 96),
  };
}
