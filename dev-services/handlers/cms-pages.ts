import type { CmsPageResponse, WireCmsBlock } from '../../services/catalog/content-types';
import type { RequestContext } from '../context';
import { CMS_PAGES, isCmsPageKey } from '../content/cms-pages';
import type { BlockDef } from '../content/page-def';
import { HttpError, ok } from '../http';
import type { Reply } from '../http';
import { parseArticleQuery } from '../query/article-query';
import { runArticleQuery } from '../query/run-article-query';
import { summariesOf, toArticleSummary } from '../views/article-summary';

const BLOCK_ITEMS = 12;

function resolveBlock(ctx: RequestContext, block: BlockDef): WireCmsBlock {
  const { locale } = ctx;
  switch (block.type) {
    case 'text':
      return block.heading
        ? { type: 'text', heading: block.heading[locale], paragraphs: block.paragraphs.map((p) => p[locale]) }
        : { type: 'text', paragraphs: block.paragraphs.map((p) => p[locale]) };
    case 'faq':
      return {
        type: 'faq',
        heading: block.heading[locale],
        entries: block.entries.map((e) => ({ question: e.question[locale], answer: e.answer[locale] })),
      };
    case 'links':
      return { type: 'links', heading: block.heading[locale], links: block.links.map((l) => ({ label: l.label[locale], href: l.href })) };
    case 'articles': {
      if (block.articleIds) {
        return {
          type: 'articles',
          heading: block.heading[locale],
          articleIds: [...block.articleIds],
          items: summariesOf(ctx, block.articleIds).slice(0, BLOCK_ITEMS),
        };
      }
      const params = new URLSearchParams({ pageSize: String(BLOCK_ITEMS) });
      Object.entries(block.query ?? {}).forEach(([key, value]) => {
        (Array.isArray(value) ? value : [value]).forEach((v) => {
          if (typeof v === 'string') params.append(key, v);
        });
      });
      const result = runArticleQuery(ctx.catalog, ctx.market, locale, parseArticleQuery(ctx.catalog, params));
      return {
        type: 'articles',
        heading: block.heading[locale],
        query: { ...block.query },
        items: result.items.map((a) => toArticleSummary(ctx, a)),
      };
    }
  }
}

/** GET /cms/v1/pages/{key} */
export function getCmsPage(ctx: RequestContext): Reply {
  const key = ctx.params.key ?? '';
  if (!isCmsPageKey(key)) throw new HttpError(404, `Page ${key} not found`);
  const page = CMS_PAGES[key];
  const body: CmsPageResponse = {
    data: { key, title: page.title[ctx.locale], intro: page.intro[ctx.locale], blocks: page.blocks.map((b) => resolveBlock(ctx, b)) },
  };
  return ok(body);
}
