/**
 * What pages send to the browser of the catalog's answers: only the fields they render. A wire object carries more (legacy ids, article
 * URLs, classifications, article id lists, images nobody shows), and page props travel twice, once as markup and once in `__NEXT_DATA__`
 * (budgets in docs/performance.md).
 */
import { soldCount } from '@/lib/catalog/sold-count-rounding';
import { pick } from '@/lib/pick';
import { designSupport } from '@/lib/catalog/stock-status';
import type { CmsPageResponse, StartPageResponse, WireCmsBlock, WireRail } from './content-types';
import type { ArticlesResponse, WireArticleSummary, WireCampaign, WireCategory, WireCondition, WireStorefront } from './types';

/** A card's stars: the rating with its review count, or neither (no reviews). */
type Reviews = { rating: number; reviewCount: number } | { rating?: never; reviewCount?: never };

/**
 * What a product card renders, compactly: a page sends 24 or 36 of them (docs/performance.md). Prices are minor units in the page's
 * currency (`currencyOf(locale)`: the catalog prices each market in its own currency), and a field at its default is left out for the card
 * to restore: no `condition` is new, no `badgeIds` none, no `sold` too few to show, no reviews no stars.
 */
export type CardArticle = Pick<WireArticleSummary, 'articleId' | 'title' | 'slug' | 'brand' | 'imageUrl' | 'stock'> &
  Reviews & {
    /** Minor units (öre, cent) in the page's currency. */
    price: number;
    /** Minor units: the lowest price of the 30 days before the current reduction, when reduced (`lowestPrice30Days`). */
    lowestPrice?: number;
    /** Units sold, when enough to show (lib/catalog/sold-count-rounding.ts). */
    sold?: number;
    /** ISO date-time of a pre-order article's availability. */
    availabilityDate?: string;
    /** Refurbished or second-hand; absent: new. */
    condition?: Exclude<WireCondition, 'new'>;
    /** Ids of the card's badges; absent: none. */
    badgeIds?: string[];
    /** Ships free whatever the cart; absent: the market's fees apply (lib/shipping.ts). */
    shipsFree?: true;
    /** A design-your-own article of a kind the shop cannot design: not sold online (lib/catalog/stock-status.ts); absent: sold. */
    design?: 'unsupported';
  };

/** A page of listed products, each as a card. */
export type CardListing = Omit<ArticlesResponse['data'], 'items'> & { items: CardArticle[] };

/** The card's fields of a summary; optional ones only when they differ from the card's default. */
export function toCardArticle(summary: WireArticleSummary): CardArticle {
  const { price, rating, reviewCount, sold, condition, badgeIds, lowestPrice30Days, availabilityDate, shipsFree } = summary;
  const reviews: Reviews = reviewCount > 0 ? { rating, reviewCount } : {};
  // A card renders only what the availability rule changes for it: not sold online (a supported design is sold).
  const unsupported = designSupport(summary) === 'unsupported';
  return {
    ...pick(summary, ['articleId', 'title', 'slug', 'brand', 'imageUrl', 'stock']),
    price: price.amount,
    ...(lowestPrice30Days && lowestPrice30Days.amount > price.amount ? { lowestPrice: lowestPrice30Days.amount } : {}),
    ...reviews,
    ...(soldCount(sold) ? { sold } : {}),
    ...(availabilityDate ? { availabilityDate } : {}),
    ...(condition !== 'new' ? { condition } : {}),
    ...(badgeIds.length > 0 ? { badgeIds } : {}),
    ...(shipsFree ? { shipsFree: true as const } : {}),
    ...(unsupported ? { design: 'unsupported' as const } : {}),
  };
}

export function toCardListing(data: ArticlesResponse['data']): CardListing {
  return { ...data, items: data.items.map(toCardArticle) };
}

/** A rail as the start page sends it: its products as cards. */
type CardRail = Omit<WireRail, 'items'> & { items: CardArticle[] };

/** The start page's hero as the banner shows it (no status, dates, article ids or count). */
type HeroCampaign = Pick<WireCampaign, 'slug' | 'title' | 'description' | 'colors' | 'imageUrl'>;

/** A category as a tile shows it: picture, name and count (no parent id). */
export type CategoryTile = Pick<WireCategory, 'categoryId' | 'name' | 'slug' | 'imageUrl' | 'articleCount'>;

function toCategoryTile({ categoryId, name, slug, imageUrl, articleCount }: WireCategory): CategoryTile {
  return { categoryId, name, slug, imageUrl, articleCount };
}

/** The start page: its hero as the banner shows it, its featured categories as tiles, its rails as cards. */
export type StartPage = {
  hero: HeroCampaign;
  featuredCategories: CategoryTile[];
  rails: Record<keyof StartPageResponse['data']['rails'], CardRail>;
};

const toCardRail = (rail: WireRail): CardRail => ({ ...rail, items: rail.items.map(toCardArticle) });

export function toStartPage(data: StartPageResponse['data']): StartPage {
  const { slug, title, description, colors, imageUrl } = data.hero;
  const { topBargains, newIn, bestsellers } = data.rails;
  return {
    hero: { slug, title, description, colors, imageUrl },
    featuredCategories: data.featuredCategories.map(toCategoryTile),
    rails: { topBargains: toCardRail(topBargains), newIn: toCardRail(newIn), bestsellers: toCardRail(bestsellers) },
  };
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

type WireArticlesBlock = Extract<WireCmsBlock, { type: 'articles' }>;

/** A CMS block as a page sends it: an article block as its heading and cards (not the ids or query that chose them). */
export type CmsBlock = Exclude<WireCmsBlock, WireArticlesBlock> | (Pick<WireArticlesBlock, 'type' | 'heading'> & { items: CardArticle[] });

/** A CMS page with its article blocks' products as cards. */
export type CmsPage = Omit<CmsPageResponse['data'], 'blocks'> & { blocks: CmsBlock[] };

export function toCmsPage(data: CmsPageResponse['data']): CmsPage {
  return {
    ...data,
    blocks: data.blocks.map((block) =>
      block.type === 'articles' ? { type: block.type, heading: block.heading, items: block.items.map(toCardArticle) } : block,
    ),
  };
}
