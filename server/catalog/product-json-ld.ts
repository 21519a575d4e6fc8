/** Structured data (schema.org JSON-LD) of the product page. */
import type { Availability } from '@/lib/catalog/stock-status';
import type { WireArticle } from '@/services/catalog/types';

const AVAILABILITY: Record<Availability['status'], string> = {
  in_stock: 'https://schema.org/InStock',
  limited_stock: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
  pre_order: 'https://schema.org/PreOrder',
  // Cannot be ordered online (a design-your-own kind the shop cannot design): nobody can get it here.
  not_sold_online: 'https://schema.org/OutOfStock',
};

const CONDITION: Record<WireArticle['condition'], string> = {
  new: 'https://schema.org/NewCondition',
  refurb: 'https://schema.org/RefurbishedCondition',
  used: 'https://schema.org/UsedCondition',
};

export interface Crumb {
  name: string;
  url: string;
}

export function productJsonLd(
  article: WireArticle,
  url: string,
  stock: Pick<Availability, 'status' | 'availableFrom'>,
  crumbs: Crumb[],
): unknown[] {
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: article.title,
    sku: article.articleId,
    description: article.description,
    image: article.images,
    brand: { '@type': 'Brand', name: article.brand.name },
    ...(article.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: article.rating, reviewCount: article.reviewCount } }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: (article.price.amount / 100).toFixed(2),
      priceCurrency: article.price.currency,
      availability: AVAILABILITY[stock.status],
      itemCondition: CONDITION[article.condition],
      seller: { '@type': 'Organization', name: article.merchant.name },
      ...(stock.availableFrom ? { availabilityStarts: stock.availableFrom } : {}),
    },
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
  return [product, breadcrumbs];
}
