import type { WireBrand, WireCampaign, WireMerchant, WireStorefront } from '../../services/catalog/types';
import type { SeedBrand, SeedCampaign, SeedMerchant, SeedStorefront } from '../seed/types';
import type { ViewContext } from './view-context';
import { imageUrl } from './view-context';

function published(ctx: ViewContext, ids: readonly string[]): string[] {
  return ids.filter((id) => ctx.catalog.articleById.get(id)?.publishState === 'published');
}

export function toCampaign(ctx: ViewContext, campaign: SeedCampaign): WireCampaign {
  const articleIds = published(ctx, campaign.articleIds);
  return {
    id: campaign.slug,
    slug: campaign.slugs[ctx.locale],
    slugs: { ...campaign.slugs },
    title: campaign.title[ctx.locale],
    description: campaign.description[ctx.locale],
    status: campaign.status,
    startsAt: campaign.startsAt,
    endsAt: campaign.endsAt,
    colors: { ...campaign.colors },
    imageUrl: imageUrl.campaign(ctx, campaign.slug),
    articleIds,
    articleCount: articleIds.length,
  };
}

export function toStorefront(ctx: ViewContext, storefront: SeedStorefront): WireStorefront {
  const articleIds = published(ctx, storefront.articleIds);
  return {
    slug: storefront.slug,
    title: storefront.title[ctx.locale],
    description: storefront.description[ctx.locale],
    colors: { ...storefront.colors },
    imageUrl: imageUrl.storefront(ctx, storefront.slug),
    articleIds,
    articleCount: articleIds.length,
  };
}

export function toBrand(ctx: ViewContext, brand: SeedBrand): WireBrand {
  return {
    id: brand.id,
    name: brand.name,
    slug: brand.slug,
    description: brand.description[ctx.locale],
    logoUrl: imageUrl.brand(ctx, brand.slug),
    articleCount: ctx.catalog.articles.filter((a) => a.brandId === brand.id && a.publishState === 'published').length,
  };
}

export function toMerchant(ctx: ViewContext, merchant: SeedMerchant): WireMerchant {
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  merchant.reviews.forEach((r) => {
    const key = String(r.rating);
    if (key === '1' || key === '2' || key === '3' || key === '4' || key === '5') distribution[key] += 1;
  });
  return {
    id: merchant.id,
    name: merchant.name,
    slug: merchant.slug,
    rating: merchant.rating,
    reviewCount: merchant.reviewCount,
    description: merchant.description[ctx.locale],
    country: merchant.country,
    since: merchant.since,
    articleCount: ctx.catalog.articles.filter((a) => a.merchantId === merchant.id && a.publishState === 'published').length,
    ratingDistribution: distribution,
  };
}
