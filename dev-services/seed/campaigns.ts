import { addDays } from '../lib/dates';
import { endOfDay, scheduleCampaign } from './campaign-calendar';
import { createRng } from '../lib/prng';
import { CAMPAIGN_DEFS } from './campaign-data';
import { discountOf } from './badges';
import type { SeedArticle, SeedCampaign } from './types';

/** Maps an article to the slugs of its top category and its own (sub)category. */
export interface CategorySlugs {
  top: (article: SeedArticle) => string;
  sub: (article: SeedArticle) => string;
}

type Selector = (pool: readonly SeedArticle[], slugs: CategorySlugs) => SeedArticle[];

const byDesc =
  (score: (a: SeedArticle) => number) =>
  (a: SeedArticle, b: SeedArticle): number =>
    score(b) - score(a) || a.articleId.localeCompare(b.articleId);

const WINTER_CATEGORIES = ['winter-sports', 'jackets', 'home-textiles', 'fashion-accessories', 'lighting', 'camping', 'kitchen-appliances'];
const GIFT_TOPS = ['toys', 'beauty-health', 'fashion', 'computers-electronics'];

const SELECTORS: Readonly<Record<string, Selector>> = {
  'winter-deals': (pool, slugs) =>
    createRng('campaign:winter').sample(
      pool.filter((a) => WINTER_CATEGORIES.includes(slugs.sub(a))),
      36,
    ),
  'top-bargains': (pool) =>
    pool
      .filter((a) => a.stock > 0)
      .sort(byDesc(discountOf))
      .slice(0, 36),
  'black-friday': (pool) =>
    createRng('campaign:bf').sample(
      pool.filter((a) => a.oldPrice),
      40,
    ),
  'black-week': (pool) =>
    createRng('campaign:bw').sample(
      pool.filter((a) => a.oldPrice),
      40,
    ),
  'xmas-gifts': (pool, slugs) =>
    createRng('campaign:xmas').sample(
      pool.filter((a) => GIFT_TOPS.includes(slugs.top(a))),
      36,
    ),
  'yearly-smart-purchases': (pool) => [...pool].sort(byDesc((a) => a.rating * 10000 + a.reviewCount)).slice(0, 24),
  wrapped: (pool) => [...pool].sort(byDesc((a) => a.sold)).slice(0, 24),
};

/** Builds the campaigns and writes each chosen article's `campaignIds`. */
export function buildCampaigns(articles: readonly SeedArticle[], today: Date, slugs: CategorySlugs): SeedCampaign[] {
  const pool = articles.filter((a) => a.publishState === 'published' && a.classifications.length === 0);
  return CAMPAIGN_DEFS.map((def) => {
    const select = SELECTORS[def.slug];
    const chosen = select ? select(pool, slugs) : [];
    chosen.forEach((a) => a.campaignIds.push(def.slug));
    const when = def.rule
      ? scheduleCampaign(def.rule, today)
      : { status: 'evergreen' as const, start: addDays(today, -365), end: addDays(today, 365) };
    return {
      slug: def.slug,
      slugs: def.slugs,
      title: def.title,
      description: def.description,
      status: when.status,
      startsAt: when.start.toISOString(),
      endsAt: endOfDay(when.end).toISOString(),
      colors: def.colors,
      articleIds: chosen.map((a) => a.articleId),
    };
  });
}
