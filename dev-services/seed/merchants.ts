import type { L10n } from '../lib/locale';
import { l10n } from '../lib/locale';
import { createRng } from '../lib/prng';
import { slugify } from '../lib/text';
import { isoDate, addDays } from '../lib/dates';
import { MERCHANT_DEFS } from './merchant-data';
import type { MerchantDef } from './merchant-data';
import { MIXED_REVIEWS, NEGATIVE_REVIEWS, POSITIVE_REVIEWS, REVIEW_AUTHORS } from './review-texts';
import type { SeedMerchant, SeedReview } from './types';

const COUNTRY: Readonly<Record<MerchantDef['country'], L10n>> = {
  SE: l10n((loc) => ({ 'sv-SE': 'Sverige', 'da-DK': 'Sverige', 'nb-NO': 'Sverige', 'fi-FI': 'Ruotsi', 'en-US': 'Sweden' })[loc]),
  DK: l10n((loc) => ({ 'sv-SE': 'Danmark', 'da-DK': 'Danmark', 'nb-NO': 'Danmark', 'fi-FI': 'Tanska', 'en-US': 'Denmark' })[loc]),
  NO: l10n((loc) => ({ 'sv-SE': 'Norge', 'da-DK': 'Norge', 'nb-NO': 'Norge', 'fi-FI': 'Norja', 'en-US': 'Norway' })[loc]),
  FI: l10n((loc) => ({ 'sv-SE': 'Finland', 'da-DK': 'Finland', 'nb-NO': 'Finland', 'fi-FI': 'Suomi', 'en-US': 'Finland' })[loc]),
};

function describe(def: MerchantDef): L10n {
  const country = COUNTRY[def.country];
  return l10n(
    (loc) =>
      ({
        'sv-SE': `${def.name} har sålt fynd sedan ${def.since} och skickar från lager i ${country[loc]}. Alla köp omfattas av Nordfynds köpskydd.`,
        'da-DK': `${def.name} har solgt gode fund siden ${def.since} og sender fra lager i ${country[loc]}. Alle køb er omfattet af Nordfynds købsbeskyttelse.`,
        'nb-NO': `${def.name} har solgt gode kupp siden ${def.since} og sender fra lager i ${country[loc]}. Alle kjøp dekkes av Nordfynds kjøpsbeskyttelse.`,
        'fi-FI': `${def.name} on myynyt löytöjä vuodesta ${def.since} ja lähettää tuotteet varastostaan (${country[loc]}). Kaikki ostot kuuluvat Nordfyndin ostoturvan piiriin.`,
        'en-US': `${def.name} has sold bargains since ${def.since} and ships from its warehouse in ${country[loc]}. Every purchase is covered by Nordfynd buyer protection.`,
      })[loc],
  );
}

function reviewRating(roll: number): number {
  if (roll < 0.45) return 5;
  if (roll < 0.75) return 4;
  if (roll < 0.87) return 3;
  if (roll < 0.94) return 2;
  return 1;
}

function buildReviews(merchantId: string, today: Date): SeedReview[] {
  const rng = createRng(`reviews:${merchantId}`);
  const count = rng.int(6, 30);
  const reviews: SeedReview[] = [];
  for (let i = 0; i < count; i += 1) {
    const rating = reviewRating(rng.next());
    const pool = rating >= 4 ? POSITIVE_REVIEWS : rating === 3 ? MIXED_REVIEWS : NEGATIVE_REVIEWS;
    reviews.push({
      id: `${merchantId}-r${i + 1}`,
      rating,
      author: rng.pick(REVIEW_AUTHORS),
      text: rng.pick(pool),
      date: isoDate(addDays(today, -rng.int(1, 700))),
    });
  }
  return reviews.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

export function buildMerchants(today: Date): SeedMerchant[] {
  return MERCHANT_DEFS.map((def, i) => {
    const id = String(2001 + i);
    const reviews = buildReviews(id, today);
    const mean = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
    return {
      id,
      name: def.name,
      slug: slugify(def.name),
      country: def.country,
      since: def.since,
      rating: Math.round(mean * 10) / 10,
      reviewCount: reviews.length,
      description: describe(def),
      reviews,
    };
  });
}
