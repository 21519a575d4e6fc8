import type { RequestContext } from '../context';
import { HttpError } from '../http';
import type { Reply } from '../http';
import { escapeXml } from '../lib/text';
import { articleSvg } from '../images/svg-article';
import { brandSvg, categorySvg, heroSvg } from '../images/svg-banner';

const HEADERS = { 'Cache-Control': 'public, max-age=86400', 'Access-Control-Allow-Origin': '*' };

function svg(text: string): Reply {
  return { status: 200, text, contentType: 'image/svg+xml; charset=utf-8', headers: HEADERS };
}

function seedOf(slug: string): number {
  return [...slug].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) % 9973, 7);
}

/** GET /images/{kind}/{name}.svg: deterministic SVG pictures (articles/{id}-{n}, categories, campaigns, storefronts, brands). */
export function getImage(ctx: RequestContext): Reply {
  const kind = ctx.params.kind ?? '';
  const name = (ctx.params.name ?? '').replace(/\.svg$/, '');
  const { catalog } = ctx;
  if (kind === 'articles') {
    const match = /^(\d+)-(\d)$/.exec(name);
    const article = match ? catalog.articleById.get(match[1] ?? '') : undefined;
    const n = Number(match?.[2] ?? 0);
    if (article && n >= 1 && n <= article.imageCount) {
      const brand = catalog.brandById.get(article.brandId);
      const hue = catalog.categoryById.get(article.categoryId)?.hue ?? 200;
      return svg(articleSvg({ shape: article.shape, colorHex: article.colorHex, hue, brand: brand?.name ?? '', n }));
    }
  }
  if (kind === 'categories') {
    const category = catalog.categoryBySlug.get(name);
    if (category) return svg(categorySvg(category.shape, category.hue));
  }
  if (kind === 'campaigns') {
    const campaign = catalog.campaignBySlug.get(name);
    if (campaign) return svg(heroSvg(campaign.colors, seedOf(name)));
  }
  if (kind === 'storefronts') {
    const storefront = catalog.storefrontBySlug.get(name);
    if (storefront) return svg(heroSvg(storefront.colors, seedOf(name)));
  }
  if (kind === 'brands') {
    const brand = catalog.brandBySlug.get(name);
    if (brand) return svg(brandSvg(brand.name, brand.hue, escapeXml));
  }
  throw new HttpError(404, `Image ${kind}/${name}.svg not found`);
}
