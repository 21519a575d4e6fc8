import { t5 } from '../lib/locale';
import type { ProductType } from './product-type';
import { COLOR_AXIS, productType as p, sizeAxis } from './product-type';

const CLOTHING_SIZES = sizeAxis(['S', 'M', 'L', 'XL'], 0);

/** Sport and outdoors, toys, beauty and health, fashion. */
export const LEISURE_TYPES: readonly ProductType[] = [
  p('yoga-mat', 'fitness', 'mat', [199, 699], t5('Yogamatta', 'Yogamåtte', 'Yogamatte', 'Joogamatto', 'Yoga mat'), {
    axes: [COLOR_AXIS],
    materials: ['rubber'],
  }),
  p('dumbbell-set', 'fitness', 'dumbbell', [399, 1990], t5('Hantelset', 'Håndvægtsæt', 'Manualsett', 'Käsipainosarja', 'Dumbbell set'), {
    axes: [sizeAxis(['2 × 5 kg', '2 × 10 kg', '2 × 15 kg'], 0.4)],
    materials: ['steel', 'rubber'],
    used: 0.3,
  }),
  p('tent', 'camping', 'tent', [799, 3990], t5('Tält', 'Telt', 'Telt', 'Teltta', 'Tent'), {
    materials: ['polyester'],
    models: ['Trek 2', 'Fjäll 3', 'Vidda 4', 'Lätt 1'],
    used: 0.1,
  }),
  p('sleeping-bag', 'camping', 'sleepingbag', [499, 2490], t5('Sovsäck', 'Sovepose', 'Sovepose', 'Makuupussi', 'Sleeping bag'), {
    axes: [COLOR_AXIS],
    materials: ['polyester'],
  }),
  p('bike-helmet', 'cycling', 'helmet', [399, 1490], t5('Cykelhjälm', 'Cykelhjelm', 'Sykkelhjelm', 'Pyöräilykypärä', 'Bike helmet'), {
    axes: [sizeAxis(['S', 'M', 'L'], 0)],
  }),
  p('bike-light', 'cycling', 'lamp', [149, 499], t5('Cykellampa', 'Cykellygte', 'Sykkellykt', 'Pyöränvalo', 'Bike light'), {
    materials: ['aluminium'],
  }),
  p('football', 'ball-sports', 'ball', [149, 499], t5('Fotboll', 'Fodbold', 'Fotball', 'Jalkapallo', 'Football'), {
    axes: [sizeAxis(['4', '5'], 0)],
    materials: ['rubber'],
  }),
  p('padel-racket', 'ball-sports', 'ball', [499, 1990], t5('Padelracket', 'Padelbat', 'Padelracket', 'Padelmaila', 'Padel racket'), {
    used: 0.3,
  }),
  p(
    'ski-goggles',
    'winter-sports',
    'goggles',
    [299, 1290],
    t5('Skidglasögon', 'Skibriller', 'Skibriller', 'Laskettelulasit', 'Ski goggles'),
    {
      axes: [COLOR_AXIS],
    },
  ),
  p(
    'building-blocks',
    'building-toys',
    'blocks',
    [149, 999],
    t5('Byggklossar', 'Byggeklodser', 'Byggeklosser', 'Rakennuspalikat', 'Building blocks'),
    {
      models: ['Stad 500', 'Rymd 800', 'Bondgård 300', 'Klassik 1000'],
    },
  ),
  p('marble-run', 'building-toys', 'blocks', [249, 799], t5('Kulbana', 'Kuglebane', 'Kulebane', 'Kuularata', 'Marble run'), {
    materials: ['wood', 'plastic'],
  }),
  p('soft-toy', 'soft-toys', 'teddy', [99, 399], t5('Gosedjur', 'Bamse', 'Kosedyr', 'Pehmolelu', 'Soft toy'), {
    axes: [{ key: 'color', colors: ['beige', 'grey', 'pink', 'white'] }],
    materials: ['polyester'],
    models: ['Björn', 'Kanin', 'Räv', 'Uggla', 'Älg'],
  }),
  p('board-game', 'board-games', 'boardgame', [199, 599], t5('Sällskapsspel', 'Brætspil', 'Brettspill', 'Lautapeli', 'Board game'), {
    materials: ['wood', 'plastic'],
    used: 0.1,
  }),
  p('jigsaw-puzzle', 'board-games', 'boardgame', [99, 299], t5('Pussel', 'Puslespil', 'Puslespill', 'Palapeli', 'Jigsaw puzzle'), {
    models: ['500', '1000', '1500'],
  }),
  p('water-pistol', 'outdoor-toys', 'waterpistol', [79, 299], t5('Vattenpistol', 'Vandpistol', 'Vannpistol', 'Vesipyssy', 'Water pistol'), {
    axes: [{ key: 'color', colors: ['blue', 'green', 'yellow', 'pink'] }],
  }),
  p('hair-dryer', 'hair-care', 'hairdryer', [299, 1990], t5('Hårfön', 'Hårtørrer', 'Hårføner', 'Hiustenkuivain', 'Hair dryer'), {
    axes: [COLOR_AXIS],
    refurb: 0.25,
  }),
  p(
    'hair-straightener',
    'hair-care',
    'straightener',
    [249, 1290],
    t5('Plattång', 'Glattejern', 'Rettetang', 'Suoristusrauta', 'Hair straightener'),
    {
      materials: ['ceramic'],
    },
  ),
  p('face-serum', 'skin-care', 'bottle', [149, 599], t5('Ansiktsserum', 'Ansigtsserum', 'Ansiktsserum', 'Kasvoseerumi', 'Face serum'), {
    materials: ['glass'],
    models: ['Hydra', 'Glow', 'Calm', 'Vitamin C'],
    used: 0,
  }),
  p('day-cream', 'skin-care', 'bottle', [129, 499], t5('Dagkräm', 'Dagcreme', 'Dagkrem', 'Päivävoide', 'Day cream'), {
    materials: ['glass', 'recycledPlastic'],
    used: 0,
  }),
  p(
    'electric-toothbrush',
    'oral-care',
    'toothbrush',
    [299, 1490],
    t5('Eltandborste', 'Eltandbørste', 'Elektrisk tannbørste', 'Sähköhammasharja', 'Electric toothbrush'),
    {
      axes: [COLOR_AXIS],
      used: 0,
    },
  ),
  p(
    'massage-gun',
    'massage',
    'massagegun',
    [499, 1990],
    t5('Massagepistol', 'Massagepistol', 'Massasjepistol', 'Hierontapistooli', 'Massage gun'),
    {
      axes: [COLOR_AXIS],
      refurb: 0.25,
    },
  ),
  p('t-shirt', 't-shirts', 'tshirt', [149, 399], t5('T-shirt', 'T-shirt', 'T-skjorte', 'T-paita', 'T-shirt'), {
    axes: [COLOR_AXIS, CLOTHING_SIZES],
    materials: ['cotton'],
  }),
  p('hoodie', 'hoodies', 'hoodie', [349, 899], t5('Hoodie', 'Hættetrøje', 'Hettegenser', 'Huppari', 'Hoodie'), {
    axes: [COLOR_AXIS, CLOTHING_SIZES],
    materials: ['cotton', 'polyester'],
    used: 0.1,
  }),
  p('tote-bag', 'bags', 'tote', [99, 249], t5('Tygkasse', 'Mulepose', 'Handlenett', 'Kangaskassi', 'Tote bag'), {
    axes: [COLOR_AXIS],
    materials: ['cotton'],
  }),
  p('backpack', 'bags', 'backpack', [399, 1490], t5('Ryggsäck', 'Rygsæk', 'Ryggsekk', 'Reppu', 'Backpack'), {
    axes: [COLOR_AXIS],
    materials: ['polyester'],
    used: 0.25,
  }),
  p('winter-jacket', 'jackets', 'jacket', [999, 3490], t5('Vinterjacka', 'Vinterjakke', 'Vinterjakke', 'Talvitakki', 'Winter jacket'), {
    axes: [CLOTHING_SIZES],
    materials: ['polyester', 'wool'],
    used: 0.3,
  }),
  p('rain-jacket', 'jackets', 'jacket', [599, 1990], t5('Regnjacka', 'Regnjakke', 'Regnjakke', 'Sadetakki', 'Rain jacket'), {
    axes: [COLOR_AXIS],
    materials: ['polyester'],
  }),
  p('beanie', 'fashion-accessories', 'beanie', [149, 399], t5('Mössa', 'Hue', 'Lue', 'Pipo', 'Beanie'), {
    axes: [COLOR_AXIS],
    materials: ['wool'],
  }),
  p(
    'sunglasses',
    'fashion-accessories',
    'sunglasses',
    [199, 1290],
    t5('Solglasögon', 'Solbriller', 'Solbriller', 'Aurinkolasit', 'Sunglasses'),
    {
      materials: ['plastic', 'steel'],
    },
  ),
];
