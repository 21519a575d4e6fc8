import { t5 } from '../lib/locale';
import type { L10n } from '../lib/locale';
import type { CategorySlugs } from './campaigns';
import type { SeedArticle, SeedStorefront } from './types';

interface StorefrontDef {
  slug: string;
  title: L10n;
  description: L10n;
  colors: SeedStorefront['colors'];
  matches: (article: SeedArticle, slugs: CategorySlugs) => boolean;
}

const DEFS: readonly StorefrontDef[] = [
  {
    slug: 'nordic-home',
    title: t5('Nordiskt hem', 'Nordisk hjem', 'Nordisk hjem', 'Pohjoismainen koti', 'Nordic home'),
    description: t5(
      'Ljust, enkelt och hållbart – inred med nordisk känsla för mindre.',
      'Lyst, enkelt og holdbart – indret med nordisk stemning for mindre.',
      'Lyst, enkelt og bærekraftig – innred med nordisk følelse for mindre.',
      'Valoisaa, yksinkertaista ja kestävää – sisusta pohjoismaisittain edullisemmin.',
      'Light, simple and sustainable: furnish with a Nordic feel for less.',
    ),
    colors: { background: '#f3efe7', foreground: '#3b3a36', accent: '#b08968' },
    matches: (a, s) => s.top(a) === 'home-kitchen',
  },
  {
    slug: 'tech-deals',
    title: t5('Teknikfynd', 'Tech-fund', 'Teknologikupp', 'Tekniikkalöydöt', 'Tech deals'),
    description: t5(
      'Hörlurar, laddare och datorer med rejäla rabatter.',
      'Høretelefoner, opladere og computere med store rabatter.',
      'Hodetelefoner, ladere og datamaskiner med solide rabatter.',
      'Kuulokkeet, laturit ja tietokoneet reiluin alennuksin.',
      'Headphones, chargers and computers with hefty discounts.',
    ),
    colors: { background: '#0f172a', foreground: '#e2e8f0', accent: '#38bdf8' },
    matches: (a, s) => ['phones-accessories', 'computers-electronics'].includes(s.top(a)) && a.oldPrice !== undefined,
  },
  {
    slug: 'outdoor-life',
    title: t5('Friluftsliv', 'Friluftsliv', 'Friluftsliv', 'Ulkoilu', 'Outdoor life'),
    description: t5(
      'Allt för skogen, fjället och trädgården.',
      'Alt til skoven, fjeldet og haven.',
      'Alt til skogen, fjellet og hagen.',
      'Kaikki metsään, tuntureille ja puutarhaan.',
      'Everything for the forest, the fells and the garden.',
    ),
    colors: { background: '#e3efe3', foreground: '#1f3d2b', accent: '#4c9a2a' },
    matches: (a, s) => ['sport-outdoors', 'garden'].includes(s.top(a)),
  },
  {
    slug: 'pet-corner',
    title: t5('Husdjurshörnan', 'Kæledyrshjørnet', 'Dyrehjørnet', 'Lemmikkinurkka', 'Pet corner'),
    description: t5(
      'Mysiga bäddar, leksaker och tillbehör till dina fyrbenta vänner.',
      'Hyggelige senge, legetøj og tilbehør til dine firbenede venner.',
      'Koselige senger, leker og tilbehør til dine firbeinte venner.',
      'Mukavat pedit, lelut ja tarvikkeet nelijalkaisille ystävillesi.',
      'Cosy beds, toys and accessories for your four-legged friends.',
    ),
    colors: { background: '#fff1e6', foreground: '#5a3825', accent: '#f28c28' },
    matches: (a, s) => s.top(a) === 'pets',
  },
  {
    slug: 'second-chance',
    title: t5('Andra chansen', 'Anden chance', 'Andre sjanse', 'Toinen mahdollisuus', 'Second chance'),
    description: t5(
      'Renoverat och begagnat – bra för plånboken och klimatet.',
      'Renoveret og brugt – godt for pengepungen og klimaet.',
      'Renovert og brukt – bra for lommeboka og klimaet.',
      'Kunnostettua ja käytettyä – hyväksi lompakolle ja ilmastolle.',
      'Refurbished and pre-owned: good for your wallet and the climate.',
    ),
    colors: { background: '#ede7f6', foreground: '#311b92', accent: '#7e57c2' },
    matches: (a) => a.condition !== 'new',
  },
];

export function buildStorefronts(articles: readonly SeedArticle[], slugs: CategorySlugs): SeedStorefront[] {
  const pool = articles.filter((a) => a.publishState === 'published' && a.classifications.length === 0);
  return DEFS.map((def) => ({
    slug: def.slug,
    title: def.title,
    description: def.description,
    colors: def.colors,
    articleIds: pool
      .filter((a) => def.matches(a, slugs))
      .slice(0, 48)
      .map((a) => a.articleId),
  }));
}
