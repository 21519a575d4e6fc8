import type { WireArticle, WireArticleProperty, WireBreadcrumb, WireVariationalProperty } from '../../services/catalog/types';
import { categoryPath } from '../seed/categories';
import type { SeedArticle } from '../seed/types';
import { toArticleSummary } from './article-summary';
import type { ViewContext } from './view-context';
import { imageUrl } from './view-context';

export function breadcrumbsOf(ctx: ViewContext, categoryId: string): WireBreadcrumb[] {
  return categoryPath(ctx.catalog.categoryById, categoryId).map((c) => ({
    categoryId: c.id,
    name: c.name[ctx.locale],
    slug: c.slugs[ctx.locale],
  }));
}

function propertiesOf(ctx: ViewContext, article: SeedArticle): WireArticleProperty[] {
  return article.properties.map((p) =>
    p.key === 'condition'
      ? { key: 'condition', name: 'condition', value: article.condition }
      : { key: p.key, name: p.name[ctx.locale], value: p.value[ctx.locale] },
  );
}

/** Variant groups, leaving out unpublished siblings (their pages would 404). */
function variationsOf(ctx: ViewContext, article: SeedArticle): WireVariationalProperty[] {
  return article.variations
    .map((v) => ({
      name: v.key,
      label: v.name[ctx.locale],
      options: v.options
        .filter((o) => ctx.catalog.articleById.get(o.articleId)?.publishState === 'published')
        .map((o) => ({ value: o.value, label: o.label[ctx.locale], articleId: o.articleId, selected: o.articleId === article.articleId })),
    }))
    .filter((v) => v.options.length > 1);
}

/** The product-page article (docs/spec.md §3 fields plus images, description, merchant). */
export function toArticle(ctx: ViewContext, article: SeedArticle): WireArticle {
  const { brand: brandName, ...summary } = toArticleSummary(ctx, article);
  const brand = ctx.catalog.brandById.get(article.brandId);
  const merchant = ctx.catalog.merchantById.get(article.merchantId);
  return {
    ...summary,
    slugs: { ...article.slug },
    shopArticleId: article.shopArticleId,
    brand: { id: article.brandId, name: brandName, slug: brand?.slug ?? '' },
    description: article.description[ctx.locale],
    images: Array.from({ length: article.imageCount }, (_, i) => imageUrl.article(ctx, article.articleId, i + 1)),
    properties: propertiesOf(ctx, article),
    variationalProperties: variationsOf(ctx, article),
    breadcrumbs: breadcrumbsOf(ctx, article.categoryId),
    quantity: article.quantity,
    shippingTime: { max: article.shippingDaysMax },
    merchantId: article.merchantId,
    merchant: {
      id: article.merchantId,
      name: merchant?.name ?? '',
      slug: merchant?.slug ?? '',
      rating: merchant?.rating ?? 0,
      reviewCount: merchant?.reviewCount ?? 0,
    },
    publishState: article.publishState,
    campaignIds: [...article.campaignIds],
    createdAt: article.createdAt,
  };
}
