import type {
  BrandResponse,
  BrandsResponse,
  CampaignResponse,
  CampaignsResponse,
  StorefrontResponse,
  StorefrontsResponse,
} from '../../services/catalog/types';
import type { RequestContext } from '../context';
import { HttpError, ok } from '../http';
import type { Reply } from '../http';
import { toBrand, toCampaign, toStorefront } from '../views/collections';

/** GET /catalog/v1/campaigns */
export function listCampaigns(ctx: RequestContext): Reply {
  const body: CampaignsResponse = { data: { items: ctx.catalog.campaigns.map((c) => toCampaign(ctx, c)) } };
  return ok(body);
}

/** GET /catalog/v1/campaigns/{slug} */
export function getCampaign(ctx: RequestContext): Reply {
  const slug = ctx.params.slug ?? '';
  const campaign = ctx.catalog.campaignBySlug.get(slug);
  if (!campaign) throw new HttpError(404, `Campaign ${slug} not found`);
  const body: CampaignResponse = { data: toCampaign(ctx, campaign) };
  return ok(body);
}

/** GET /catalog/v1/brands: brands with published articles, by name. */
export function listBrands(ctx: RequestContext): Reply {
  const items = ctx.catalog.brands
    .map((b) => toBrand(ctx, b))
    .filter((b) => b.articleCount > 0)
    .sort((a, b) => a.name.localeCompare(b.name, ctx.locale));
  const body: BrandsResponse = { data: { items } };
  return ok(body);
}

/** GET /catalog/v1/brands/{slug} (slug or id) */
export function getBrand(ctx: RequestContext): Reply {
  const ref = ctx.params.slug ?? '';
  const brand = ctx.catalog.brandBySlug.get(ref) ?? ctx.catalog.brandById.get(ref);
  if (!brand) throw new HttpError(404, `Brand ${ref} not found`);
  const body: BrandResponse = { data: toBrand(ctx, brand) };
  return ok(body);
}

/** GET /catalog/v1/storefronts */
export function listStorefronts(ctx: RequestContext): Reply {
  const body: StorefrontsResponse = { data: { items: ctx.catalog.storefronts.map((s) => toStorefront(ctx, s)) } };
  return ok(body);
}

/** GET /catalog/v1/storefronts/{slug} (a trailing slash is ignored) */
export function getStorefront(ctx: RequestContext): Reply {
  const slug = (ctx.params.slug ?? '').replace(/\/+$/, '');
  const storefront = ctx.catalog.storefrontBySlug.get(slug);
  if (!storefront) throw new HttpError(404, `Storefront ${slug} not found`);
  const body: StorefrontResponse = { data: toStorefront(ctx, storefront) };
  return ok(body);
}
