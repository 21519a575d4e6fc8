import type { L10n } from '../lib/locale';
import { t5 } from '../lib/locale';
import { addDays } from '../lib/dates';
import { createRng } from '../lib/prng';
import type { SeedArticle } from './types';

export interface SeedBadge {
  id: string;
  label: L10n;
  /** Theme colour names. */
  background: string;
  color: string;
}

export const BADGES: readonly SeedBadge[] = [
  {
    id: 'free-shipping',
    label: t5('Fri frakt', 'Fri fragt', 'Fri frakt', 'Ilmainen toimitus', 'Free shipping'),
    background: 'hunter500',
    color: 'white',
  },
  { id: 'new', label: t5('Nyhet', 'Nyhed', 'Nyhet', 'Uutuus', 'New'), background: 'blue500', color: 'white' },
  { id: 'top-deal', label: t5('Toppfynd', 'Topfund', 'Toppfunn', 'Huippulöytö', 'Top deal'), background: 'yellow300', color: 'black' },
  {
    id: 'climate-smart',
    label: t5('Klimatsmart', 'Klimasmart', 'Klimasmart', 'Ilmastoviisas', 'Climate smart'),
    background: 'green500',
    color: 'white',
  },
  { id: 'used', label: t5('Begagnad', 'Brugt', 'Brukt', 'Käytetty', 'Used'), background: 'grey700', color: 'white' },
  { id: 'refurb', label: t5('Renoverad', 'Renoveret', 'Renovert', 'Kunnostettu', 'Refurbished'), background: 'purple500', color: 'white' },
  {
    id: 'pre-order',
    label: t5('Förhandsboka', 'Forudbestil', 'Forhåndsbestill', 'Ennakkotilaa', 'Pre-order'),
    background: 'red500',
    color: 'white',
  },
];

/** Share of the old price taken off (0 when there is no old price). */
export function discountOf(article: SeedArticle): number {
  return article.oldPrice ? 1 - article.price.SE / article.oldPrice.SE : 0;
}

/** Gives each article up to three badges, most telling first. */
export function assignBadges(articles: SeedArticle[], today: Date): void {
  const newSince = addDays(today, -30).toISOString();
  articles.forEach((article) => {
    const rng = createRng(`badges:${article.articleId}`);
    const ids: string[] = [];
    if (article.availabilityDate) ids.push('pre-order');
    if (article.condition === 'refurb') ids.push('refurb');
    if (article.condition === 'used') ids.push('used');
    if (discountOf(article) >= 0.45) ids.push('top-deal');
    if (article.createdAt >= newSince) ids.push('new');
    if (article.condition !== 'new' || rng.chance(0.08)) ids.push('climate-smart');
    // Free shipping is not a seeded badge: the storefront shows it when the article ships free on its
    // own or its price reaches the market's threshold (lib/shipping.ts), the rule the cart's fee follows.
    article.shipsFree = rng.chance(0.06);
    article.badgeIds = ids.slice(0, 3);
  });
}
