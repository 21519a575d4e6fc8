import type { StartPageResponse, WireRail } from '../../services/catalog/content-types';
import type { RequestContext } from '../context';
import { HttpError, ok } from '../http';
import type { Reply } from '../http';
import type { L10n } from '../lib/locale';
import { t5 } from '../lib/locale';
import type { SeedArticle, SeedCampaign } from '../seed/types';
import { toArticleSummary } from '../views/article-summary';
import { toCategory } from '../views/category';
import { toCampaign } from '../views/collections';
import { discountOf } from '../seed/badges';
import { campaignHref } from '../seed/campaign-data';

const RAIL_SIZE = 12;
const FEATURED_CATEGORIES = 8;

const TITLES: Readonly<Record<keyof StartPageResponse['data']['rails'], L10n>> = {
  topBargains: t5('Toppfynd', 'Topfund', 'Toppfunn', 'Huippulöydöt', 'Top bargains'),
  newIn: t5('Nyinkommet', 'Nyheder', 'Nyheter', 'Uutuudet', 'New in'),
  bestsellers: t5('Mest sålda', 'Bestsellere', 'Bestselgere', 'Myydyimmät', 'Bestsellers'),
};

function rail(ctx: RequestContext, key: keyof typeof TITLES, href: string, articles: SeedArticle[]): WireRail {
  return { title: TITLES[key][ctx.locale], href, items: articles.slice(0, RAIL_SIZE).map((a) => toArticleSummary(ctx, a)) };
}

const span = (c: SeedCampaign): number => Date.parse(c.endsAt) - Date.parse(c.startsAt);

/** The start page's hero: the most specific running campaign (Black Friday over Black Week), else the evergreen one. */
export function heroCampaign(campaigns: readonly SeedCampaign[]): SeedCampaign | undefined {
  const running = campaigns.filter((c) => c.status === 'running').sort((a, b) => span(a) - span(b));
  return running[0] ?? campaigns.find((c) => c.status === 'evergreen');
}

/** GET /cms/v1/start: the running campaign as hero, featured categories and three rails. */
export function startPage(ctx: RequestContext): Reply {
  const { catalog } = ctx;
  const hero = heroCampaign(catalog.campaigns);
  if (!hero) throw new HttpError(500, 'No campaign to show');
  const buyable = catalog.articles.filter(
    (a) => a.publishState === 'published' && a.classifications.length === 0 && (ctx.state.stock.get(a.articleId) ?? 0) > 0,
  );
  const by = (score: (a: SeedArticle) => number) =>
    [...buyable].sort((a, b) => score(b) - score(a) || a.articleId.localeCompare(b.articleId));
  const body: StartPageResponse = {
    data: {
      hero: toCampaign(ctx, hero),
      featuredCategories: catalog.categories
        .filter((c) => c.parentId === null)
        .slice(0, FEATURED_CATEGORIES)
        .map((c) => toCategory(ctx, c)),
      rails: {
        topBargains: rail(ctx, 'topBargains', campaignHref('top-bargains')[ctx.locale], by(discountOf)),
        newIn: rail(
          ctx,
          'newIn',
          '/s/?sort=newest',
          by((a) => Date.parse(a.createdAt)),
        ),
        bestsellers: rail(
          ctx,
          'bestsellers',
          '/s/?sort=relevance',
          by((a) => a.sold),
        ),
      },
    },
  };
  return ok(body);
}
