import type { L10n } from '../lib/locale';
import { l10n, t5 } from '../lib/locale';
import { CAMPAIGN_RULES, type CampaignRule } from './campaign-calendar';
import type { SeedCampaign } from './types';

/** The seven campaigns of docs/spec.md §2: texts, colours and where they sit in the calendar. */
export interface CampaignDef {
  /** The English slug: the campaign's stable key (article `campaignIds`, images, selectors) and its en-US slug. */
  slug: string;
  /**
   * The slug in each language, what URLs and the wire carry (2026-11-26): real words,
   * lower-case ASCII (å→a, ö→o as category slugs), unique across campaigns. Names the Nordic markets use
   * in English (Black Friday, Black Week, Wrapped) keep them.
   */
  slugs: L10n;
  title: L10n;
  description: L10n;
  /** Its occurrence per season (campaign-calendar.ts); null for an evergreen campaign. */
  rule: CampaignRule | null;
  colors: SeedCampaign['colors'];
}

export const CAMPAIGN_DEFS: readonly CampaignDef[] = [
  {
    slug: 'winter-deals',
    slugs: t5('vinterfynd', 'vinterfund', 'vinterkupp', 'talviloydot', 'winter-deals'),
    title: t5('Vinterfynd', 'Vinterfund', 'Vinterkupp', 'Talvilöydöt', 'Winter deals'),
    description: t5(
      'Håll värmen för mindre – mjuka plädar, varma jackor och allt för snön till riktiga fyndpriser.',
      'Hold varmen for mindre – bløde plaider, varme jakker og alt til sneen til rigtige fundpriser.',
      'Hold varmen for mindre – myke pledd, varme jakker og alt til snøen til skikkelige kuppriser.',
      'Pysy lämpimänä edullisemmin – pehmeät torkkupeitot, lämpimät takit ja kaikki lumelle löytöhintaan.',
      'Stay warm for less: soft throws, warm jackets and everything for the snow at true bargain prices.',
    ),
    rule: CAMPAIGN_RULES['winter-deals'],
    colors: { background: '#dceefb', foreground: '#0b3d62', accent: '#2f80ed' },
  },
  {
    slug: 'top-bargains',
    slugs: t5('toppfynd', 'topfund', 'toppfunn', 'huippuloydot', 'top-bargains'),
    title: t5('Toppfynd', 'Topfund', 'Toppfunn', 'Huippulöydöt', 'Top bargains'),
    description: t5(
      'De största rabatterna just nu, handplockade varje dag.',
      'De største rabatter lige nu, håndplukket hver dag.',
      'De største rabattene akkurat nå, håndplukket hver dag.',
      'Suurimmat alennukset juuri nyt, käsin valittuina joka päivä.',
      'The biggest discounts right now, hand-picked every day.',
    ),
    rule: null,
    colors: { background: '#ffe14d', foreground: '#1a1a1a', accent: '#e63946' },
  },
  {
    slug: 'black-friday',
    slugs: t5('black-friday', 'black-friday', 'black-friday', 'black-friday', 'black-friday'),
    title: t5('Black Friday', 'Black Friday', 'Black Friday', 'Black Friday', 'Black Friday'),
    description: t5(
      'Årets största fyndag – bara en dag, bara lägsta priser.',
      'Årets største tilbudsdag – kun én dag, kun de laveste priser.',
      'Årets største tilbudsdag – bare én dag, bare de laveste prisene.',
      'Vuoden suurin alennuspäivä – vain yksi päivä, vain halvimmat hinnat.',
      'The biggest bargain day of the year: one day only, lowest prices only.',
    ),
    rule: CAMPAIGN_RULES['black-friday'],
    colors: { background: '#111111', foreground: '#ffffff', accent: '#ffcc00' },
  },
  {
    slug: 'black-week',
    slugs: t5('black-week', 'black-week', 'black-week', 'black-week', 'black-week'),
    title: t5('Black Week', 'Black Week', 'Black Week', 'Black Week', 'Black Week'),
    description: t5(
      'En hel vecka med svarta priser på teknik, hem och mode.',
      'En hel uge med sorte priser på elektronik, bolig og mode.',
      'En hel uke med svarte priser på teknologi, hjem og mote.',
      'Kokonainen viikko mustia hintoja tekniikassa, kodissa ja muodissa.',
      'A whole week of black prices on tech, home and fashion.',
    ),
    rule: CAMPAIGN_RULES['black-week'],
    colors: { background: '#1b1b1b', foreground: '#ffffff', accent: '#ff5a5f' },
  },
  {
    slug: 'xmas-gifts',
    slugs: t5('julklappar', 'julegaver', 'julegaver', 'joululahjat', 'xmas-gifts'),
    title: t5('Julklappar', 'Julegaver', 'Julegaver', 'Joululahjat', 'Christmas gifts'),
    description: t5(
      'Julklappar till alla på listan – beställ i tid så hinner paketen fram.',
      'Julegaver til alle på listen – bestil i god tid, så pakkerne når frem.',
      'Julegaver til alle på listen – bestill i god tid så pakkene rekker frem.',
      'Joululahjat kaikille listalla – tilaa ajoissa, niin paketit ehtivät perille.',
      'Christmas gifts for everyone on the list: order in time so the parcels arrive.',
    ),
    rule: CAMPAIGN_RULES['xmas-gifts'],
    colors: { background: '#b3202a', foreground: '#ffffff', accent: '#f5d76e' },
  },
  {
    slug: 'yearly-smart-purchases',
    slugs: t5('arets-smartaste-kop', 'arets-smarteste-kob', 'arets-smarteste-kjop', 'vuoden-fiksuimmat-ostokset', 'yearly-smart-purchases'),
    title: t5(
      'Årets smartaste köp',
      'Årets smarteste køb',
      'Årets smarteste kjøp',
      'Vuoden fiksuimmat ostokset',
      'Smartest buys of the year',
    ),
    description: t5(
      'Produkterna som våra kunder betygsatt högst i år.',
      'Produkterne, som vores kunder har bedømt højest i år.',
      'Produktene kundene våre har gitt best karakter i år.',
      'Tuotteet, jotka asiakkaamme arvioivat tänä vuonna parhaiksi.',
      'The products our customers rated highest this year.',
    ),
    rule: CAMPAIGN_RULES['yearly-smart-purchases'],
    colors: { background: '#e8f5e9', foreground: '#1b5e20', accent: '#43a047' },
  },
  {
    slug: 'wrapped',
    slugs: t5('wrapped', 'wrapped', 'wrapped', 'wrapped', 'wrapped'),
    title: t5('Nordfynd Wrapped', 'Nordfynd Wrapped', 'Nordfynd Wrapped', 'Nordfynd Wrapped', 'Nordfynd Wrapped'),
    description: t5(
      'Året som gått i fynd – det här köpte Norden mest.',
      'Året, der gik, i fund – det her købte Norden mest.',
      'Året som gikk i kupp – dette kjøpte Norden mest.',
      'Vuosi löytöinä – näitä Pohjoismaissa ostettiin eniten.',
      'The year in bargains: what the Nordics bought the most.',
    ),
    rule: CAMPAIGN_RULES.wrapped,
    colors: { background: '#2d1b69', foreground: '#ffffff', accent: '#ff7ac6' },
  },
];

/** The route-key path of a campaign page with the campaign's slug in each locale ("/campaign/vinterfynd/" in sv-SE). */
export function campaignHref(key: string): L10n {
  const def = CAMPAIGN_DEFS.find((d) => d.slug === key);
  if (!def) throw new Error(`No campaign ${key}`);
  return l10n((locale) => `/campaign/${def.slugs[locale]}/`);
}
