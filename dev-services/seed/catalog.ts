import { startOfUtcDay } from '../lib/dates';
import { assignPriceHistories } from './price-history';
import type { Rng } from '../lib/prng';
import type { L10n } from '../lib/locale';
import { buildBrands } from './brands';
import { buildCategories } from './categories';
import { buildMerchants } from './merchants';
import { MERCHANT_DEFS, REFURB_MERCHANT_INDEX } from './merchant-data';
import { planFamilies } from './families';
import type { FamilyContext } from './families';
import { TECH_TYPES } from './product-types-tech';
import { HOME_TYPES } from './product-types-home';
import { LEISURE_TYPES } from './product-types-leisure';
import { dyoDrafts } from './dyo';
import { finalizeDraft } from './article-factory';
import { attachVariations } from './variations';
import { applyOverrides } from './overrides';
import { assignBadges, BADGES } from './badges';
import type { SeedBadge } from './badges';
import { buildCampaigns } from './campaigns';
import type { CategorySlugs } from './campaigns';
import { buildStorefronts } from './storefronts';
import type { ArticleDraft } from './draft';
import type { Condition, SeedArticle, SeedBrand, SeedCampaign, SeedCategory, SeedMerchant, SeedStorefront } from './types';

/** The whole seeded catalog: immutable after build (mutable stock lives in the server state). */
export interface Catalog {
  today: Date;
  categories: readonly SeedCategory[];
  categoryById: ReadonlyMap<string, SeedCategory>;
  /** By the English slug and by the slug in every language (they never collide: a seed test checks). */
  categoryBySlug: ReadonlyMap<string, SeedCategory>;
  brands: readonly SeedBrand[];
  brandById: ReadonlyMap<string, SeedBrand>;
  brandBySlug: ReadonlyMap<string, SeedBrand>;
  merchants: readonly SeedMerchant[];
  merchantById: ReadonlyMap<string, SeedMerchant>;
  merchantBySlug: ReadonlyMap<string, SeedMerchant>;
  articles: readonly SeedArticle[];
  articleById: ReadonlyMap<string, SeedArticle>;
  campaigns: readonly SeedCampaign[];
  /** By the English slug (the key, old links) and by the slug in every language (a seed test checks they never collide). */
  campaignBySlug: ReadonlyMap<string, SeedCampaign>;
  storefronts: readonly SeedStorefront[];
  storefrontBySlug: ReadonlyMap<string, SeedStorefront>;
  badges: readonly SeedBadge[];
}

/** Categories or campaigns by their English slug and by their slug in every language, so an old or foreign URL still resolves. */
function slugIndex<T extends { slug: string; slugs: L10n }>(items: readonly T[]): Map<string, T> {
  const index = new Map<string, T>();
  items.forEach((item) => [item.slug, ...Object.values(item.slugs)].forEach((slug) => index.set(slug, item)));
  return index;
}

function indexBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T> {
  return new Map(items.map((item) => [key(item), item]));
}

function merchantPicker(merchants: readonly SeedMerchant[]) {
  return (topSlug: string, condition: Condition, rng: Rng): string => {
    const refurb = merchants[REFURB_MERCHANT_INDEX];
    if (condition === 'refurb' && refurb && MERCHANT_DEFS[REFURB_MERCHANT_INDEX]?.categories.includes(topSlug)) return refurb.id;
    const eligible = merchants.filter((_, i) => i !== REFURB_MERCHANT_INDEX && MERCHANT_DEFS[i]?.categories.includes(topSlug));
    return rng.pick(eligible.length > 0 ? eligible : merchants).id;
  };
}

function finalizeAll(drafts: readonly ArticleDraft[], firstId: number, today: Date): SeedArticle[] {
  const articles = drafts.map((draft, i) => finalizeDraft(draft, String(firstId + i), firstId - 100000 + i, today));
  attachVariations(articles, drafts);
  return articles;
}

/** Builds the catalog; dates are relative to `now` truncated to the UTC day. */
export function buildCatalog(now: Date = new Date()): Catalog {
  const today = startOfUtcDay(now);
  const categories = buildCategories();
  const categoryById = indexBy(categories, (c) => c.id);
  const categoryBySlug = slugIndex(categories);
  const brands = buildBrands();
  const merchants = buildMerchants(today);
  const ctx: FamilyContext = { categoryById, categoryBySlug, brands, merchantFor: merchantPicker(merchants) };
  const usedModels = new Set<string>();
  const drafts = [...TECH_TYPES, ...HOME_TYPES, ...LEISURE_TYPES].flatMap((type) => planFamilies(type, ctx, usedModels));
  const dyoBrand = brands.find((b) => b.name === 'Fynd Design');
  const dyo = dyoDrafts((slug) => categoryBySlug.get(slug)?.id ?? '', dyoBrand?.id ?? '', merchants[0]?.id ?? '');
  const articles = [...finalizeAll(drafts, 100001, today), ...finalizeAll(dyo, 190001, today)];
  applyOverrides(articles, today);
  assignPriceHistories(articles, today);
  assignBadges(articles, today);
  const slugs: CategorySlugs = {
    sub: (a) => categoryById.get(a.categoryId)?.slug ?? '',
    top: (a) => {
      const category = categoryById.get(a.categoryId);
      const parent = category?.parentId ? categoryById.get(category.parentId) : category;
      return parent?.slug ?? '';
    },
  };
  const campaigns = buildCampaigns(articles, today, slugs);
  const storefronts = buildStorefronts(articles, slugs);
  return {
    today,
    categories,
    categoryById,
    categoryBySlug,
    brands,
    brandById: indexBy(brands, (b) => b.id),
    brandBySlug: indexBy(brands, (b) => b.slug),
    merchants,
    merchantById: indexBy(merchants, (m) => m.id),
    merchantBySlug: indexBy(merchants, (m) => m.slug),
    articles,
    articleById: indexBy(articles, (a) => a.articleId),
    campaigns,
    campaignBySlug: slugIndex(campaigns),
    storefronts,
    storefrontBySlug: indexBy(storefronts, (s) => s.slug),
    badges: BADGES,
  };
}

let cached: Catalog | undefined;

/** The catalog of this process, built on first use. */
export function getCatalog(): Catalog {
  cached ??= buildCatalog();
  return cached;
}
