/**
 * The category tree: one English slug per category (stable across locales) and the names
 * in sv, da, nb, fi and en. Category ids are derived from the position (see categories.ts).
 */
import type { L10n } from '../lib/locale';
import { t5 } from '../lib/locale';
import type { ShapeKind } from '../images/shape-kind';

interface CategoryDef {
  slug: string;
  name: L10n;
  shape: ShapeKind;
}

export interface TopCategoryDef extends CategoryDef {
  hue: number;
  children: CategoryDef[];
}

const c = (slug: string, shape: ShapeKind, name: L10n): CategoryDef => ({ slug, shape, name });

export const CATEGORY_TREE: readonly TopCategoryDef[] = [
  {
    ...c(
      'phones-accessories',
      'phone',
      t5('Mobil & tillbehör', 'Mobil & tilbehør', 'Mobil og tilbehør', 'Puhelimet ja tarvikkeet', 'Phones & accessories'),
    ),
    hue: 200,
    children: [
      c('mobile-phones', 'phone', t5('Mobiltelefoner', 'Mobiltelefoner', 'Mobiltelefoner', 'Matkapuhelimet', 'Mobile phones')),
      c('phone-cases', 'case', t5('Mobilskal', 'Mobilcovers', 'Mobildeksler', 'Puhelinkuoret', 'Phone cases')),
      c(
        'chargers-cables',
        'charger',
        t5('Laddare & kablar', 'Opladere & kabler', 'Ladere og kabler', 'Laturit ja kaapelit', 'Chargers & cables'),
      ),
      c('headphones', 'headphones', t5('Hörlurar', 'Høretelefoner', 'Hodetelefoner', 'Kuulokkeet', 'Headphones')),
      c('smartwatches', 'watch', t5('Smartklockor', 'Smartwatches', 'Smartklokker', 'Älykellot', 'Smartwatches')),
      c('power-banks', 'powerbank', t5('Powerbanks', 'Powerbanks', 'Powerbanker', 'Varavirtalähteet', 'Power banks')),
    ],
  },
  {
    ...c(
      'computers-electronics',
      'laptop',
      t5(
        'Datorer & elektronik',
        'Computere & elektronik',
        'Data og elektronikk',
        'Tietokoneet ja elektroniikka',
        'Computers & electronics',
      ),
    ),
    hue: 225,
    children: [
      c('laptops', 'laptop', t5('Bärbara datorer', 'Bærbare computere', 'Bærbare PC-er', 'Kannettavat tietokoneet', 'Laptops')),
      c('speakers', 'speaker', t5('Högtalare', 'Højttalere', 'Høyttalere', 'Kaiuttimet', 'Speakers')),
      c(
        'computer-accessories',
        'mouse',
        t5('Datortillbehör', 'Computertilbehør', 'PC-tilbehør', 'Tietokonetarvikkeet', 'Computer accessories'),
      ),
      c('tablets', 'tablet', t5('Surfplattor', 'Tablets', 'Nettbrett', 'Tabletit', 'Tablets')),
      c('gaming', 'gamepad', t5('Gaming', 'Gaming', 'Gaming', 'Pelaaminen', 'Gaming')),
    ],
  },
  {
    ...c('home-kitchen', 'kettle', t5('Hem & kök', 'Hjem & køkken', 'Hjem og kjøkken', 'Koti ja keittiö', 'Home & kitchen')),
    hue: 28,
    children: [
      c('kitchen-appliances', 'coffee', t5('Köksapparater', 'Køkkenmaskiner', 'Kjøkkenapparater', 'Keittiökoneet', 'Kitchen appliances')),
      c(
        'cookware',
        'pan',
        t5('Kastruller & stekpannor', 'Gryder & pander', 'Kjeler og stekepanner', 'Kattilat ja paistinpannut', 'Cookware'),
      ),
      c('lighting', 'lamp', t5('Belysning', 'Belysning', 'Belysning', 'Valaisimet', 'Lighting')),
      c('home-textiles', 'blanket', t5('Hemtextil', 'Boligtekstiler', 'Hjemmetekstiler', 'Kodintekstiilit', 'Home textiles')),
      c('storage', 'box', t5('Förvaring', 'Opbevaring', 'Oppbevaring', 'Säilytys', 'Storage')),
    ],
  },
  {
    ...c('garden', 'pot', t5('Trädgård', 'Have', 'Hage', 'Puutarha', 'Garden')),
    hue: 110,
    children: [
      c('garden-tools', 'shears', t5('Trädgårdsredskap', 'Haveredskaber', 'Hageredskap', 'Puutarhatyökalut', 'Garden tools')),
      c('garden-furniture', 'chair', t5('Utemöbler', 'Havemøbler', 'Hagemøbler', 'Puutarhakalusteet', 'Garden furniture')),
      c('pots-growing', 'pot', t5('Krukor & odling', 'Krukker & dyrkning', 'Potter og dyrking', 'Ruukut ja kasvatus', 'Pots & growing')),
      c('outdoor-lighting', 'solar', t5('Utebelysning', 'Udendørsbelysning', 'Utebelysning', 'Ulkovalaisimet', 'Outdoor lighting')),
    ],
  },
  {
    ...c(
      'sport-outdoors',
      'tent',
      t5('Sport & fritid', 'Sport & fritid', 'Sport og friluftsliv', 'Urheilu ja ulkoilu', 'Sport & outdoors'),
    ),
    hue: 150,
    children: [
      c('fitness', 'dumbbell', t5('Träning', 'Træning', 'Trening', 'Kuntoilu', 'Fitness')),
      c('camping', 'tent', t5('Camping', 'Camping', 'Camping', 'Retkeily', 'Camping')),
      c('cycling', 'helmet', t5('Cykel', 'Cykling', 'Sykkel', 'Pyöräily', 'Cycling')),
      c('ball-sports', 'ball', t5('Bollsport', 'Boldspil', 'Ballsport', 'Pallopelit', 'Ball sports')),
      c('winter-sports', 'goggles', t5('Vintersport', 'Vintersport', 'Vintersport', 'Talviurheilu', 'Winter sports')),
    ],
  },
  {
    ...c('toys', 'blocks', t5('Leksaker', 'Legetøj', 'Leker', 'Lelut', 'Toys')),
    hue: 50,
    children: [
      c('building-toys', 'blocks', t5('Byggleksaker', 'Byggelegetøj', 'Byggeleker', 'Rakennuslelut', 'Building toys')),
      c('soft-toys', 'teddy', t5('Gosedjur', 'Bamser', 'Kosedyr', 'Pehmolelut', 'Soft toys')),
      c('board-games', 'boardgame', t5('Sällskapsspel', 'Brætspil', 'Brettspill', 'Lautapelit', 'Board games')),
      c('outdoor-toys', 'waterpistol', t5('Utomhusleksaker', 'Udendørslegetøj', 'Uteleker', 'Ulkolelut', 'Outdoor toys')),
    ],
  },
  {
    ...c(
      'beauty-health',
      'bottle',
      t5('Skönhet & hälsa', 'Skønhed & sundhed', 'Skjønnhet og helse', 'Kauneus ja terveys', 'Beauty & health'),
    ),
    hue: 330,
    children: [
      c('hair-care', 'hairdryer', t5('Hårvård', 'Hårpleje', 'Hårpleie', 'Hiustenhoito', 'Hair care')),
      c('skin-care', 'bottle', t5('Hudvård', 'Hudpleje', 'Hudpleie', 'Ihonhoito', 'Skin care')),
      c('oral-care', 'toothbrush', t5('Munvård', 'Mundpleje', 'Munnpleie', 'Suunhoito', 'Oral care')),
      c('massage', 'massagegun', t5('Massage', 'Massage', 'Massasje', 'Hieronta', 'Massage')),
    ],
  },
  {
    ...c('fashion', 'tshirt', t5('Mode', 'Mode', 'Mote', 'Muoti', 'Fashion')),
    hue: 280,
    children: [
      c('t-shirts', 'tshirt', t5('T-shirts', 'T-shirts', 'T-skjorter', 'T-paidat', 'T-shirts')),
      c('hoodies', 'hoodie', t5('Hoodies', 'Hættetrøjer', 'Hettegensere', 'Hupparit', 'Hoodies')),
      c('bags', 'tote', t5('Väskor', 'Tasker', 'Vesker', 'Laukut', 'Bags')),
      c('jackets', 'jacket', t5('Jackor', 'Jakker', 'Jakker', 'Takit', 'Jackets')),
      c('fashion-accessories', 'beanie', t5('Accessoarer', 'Accessories', 'Tilbehør', 'Asusteet', 'Accessories')),
    ],
  },
  {
    ...c('pets', 'dogbed', t5('Djur', 'Kæledyr', 'Dyr', 'Lemmikit', 'Pets')),
    hue: 15,
    children: [
      c('dogs', 'dogbed', t5('Hund', 'Hund', 'Hund', 'Koira', 'Dogs')),
      c('cats', 'cattree', t5('Katt', 'Kat', 'Katt', 'Kissa', 'Cats')),
      c('small-pets', 'cage', t5('Smådjur', 'Smådyr', 'Smådyr', 'Pieneläimet', 'Small pets')),
      c('aquariums', 'aquarium', t5('Akvarium', 'Akvarier', 'Akvarium', 'Akvaariot', 'Aquariums')),
    ],
  },
  {
    ...c('tools-diy', 'drill', t5('Verktyg & bygg', 'Værktøj & byggeri', 'Verktøy og bygg', 'Työkalut ja rakentaminen', 'Tools & DIY')),
    hue: 40,
    children: [
      c('power-tools', 'drill', t5('Elverktyg', 'El-værktøj', 'Elektroverktøy', 'Sähkötyökalut', 'Power tools')),
      c('hand-tools', 'toolbox', t5('Handverktyg', 'Håndværktøj', 'Håndverktøy', 'Käsityökalut', 'Hand tools')),
      c('workwear', 'gloves', t5('Arbetskläder', 'Arbejdstøj', 'Arbeidsklær', 'Työvaatteet', 'Workwear')),
      c('measuring-tools', 'laser', t5('Mätverktyg', 'Måleværktøj', 'Måleverktøy', 'Mittaustyökalut', 'Measuring tools')),
    ],
  },
];
