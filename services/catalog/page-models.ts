/**
 * What pages send to the browser of the catalogue's answers: only the fields they render. A wire
 * object carries more (legacy ids, article URLs, classifications, article id lists, images nobody
 * shows), and page props travel twice, once as markup and once in `__NEXT_DATA__` (issue 9).
 */
import type { StartPageResponse, WireRail } from './content-types';
import type { ArticlesResponse, WireArticleSummary, WireCampaign, WireCategory, WireStorefront } from './types';

/** What a product card renders. */
export type CardArticle = Pick<
  WireArticleSummary,
  'articleId' | 'title' | 'slug' | 'brand' | 'price' | 'imageUrl' | 'rating' | 'reviewCount' | 'stock' | 'sold' | 'condition' | 'badgeIds'
> &
  Partial<Pick<WireArticleSummary, 'oldPrice' | 'availabilityDate'>>;

/** A page of listed products, each as a card. */
export type CardListing = Omit<ArticlesResponse['data'], 'items'> & { items: CardArticle[] };

/** The card's fields of a summary; optional ones only when present (page props cannot hold `undefined`). */
export function toCardArticle(summary: WireArticleSummary): CardArticle {
  const { articleId, title, slug, brand, price, imageUrl, rating, reviewCount, stock, sold, condition, badgeIds, oldPrice, availabilityDate } = summary;
  return {
    articleId,
    title,
    slug,
    brand,
    price,
    imageUrl,
    rating,
    reviewCount,
    stock,
    sold,
    condition,
    badgeIds,
    ...(oldPrice ? { oldPrice } : {}),
    ...(availabilityDate ? { availabilityDate } : {}),
  };
}

export function toCardListing(data: ArticlesResponse['data']): CardListing {
  return { ...data, items: data.items.map(toCardArticle) };
}

/** A rail as the start page sends it: its products as cards. */
export type CardRail = Omit<WireRail, 'items'> & { items: CardArticle[] };

/** The start page without its hero's article id list, its rails as cards. */
export type StartPage = Omit<StartPageResponse['data'], 'rails' | 'hero'> & {
  hero: Omit<WireCampaign, 'articleIds'>;
  rails: Record<keyof StartPageResponse['data']['rails'], CardRail>;
};

const toCardRail = (rail: WireRail): CardRail => ({ ...rail, items: rail.items.map(toCardArticle) });

export function toStartPage(data: StartPageResponse['data']): StartPage {
  const { articleIds: _ids, ...hero } = data.hero;
  const { topBargains, newIn, bestsellers } = data.rails;
  return { ...data, hero, rails: { topBargains: toCardRail(topBargains), newIn: toCardRail(newIn), bestsellers: toCardRail(bestsellers) } };
}

/** A storefront as a card shows it (no article id list). */
export type CollectionSummary = Pick<WireStorefront, 'slug' | 'title' | 'description' | 'imageUrl'>;

export function toCollectionSummary({ slug, title, description, imageUrl }: WireStorefront): CollectionSummary {
  return { slug, title, description, imageUrl };
}

/** A subcategory as a chip shows it: its name and count (no image). */
export type CategoryChip = Pick<WireCategory, 'categoryId' | 'name' | 'slug' | 'articleCount'>;

export function toCategoryChip({ categoryId, name, slug, articleCount }: WireCategory): CategoryChip {
  return { categoryId, name, slug, articleCount };
}
