import { t5 } from '../lib/locale';
import type { ProductType } from './product-type';
import { COLOR_AXIS, productType as p, sizeAxis } from './product-type';

/** Home and kitchen, garden, pets, tools. */
export const HOME_TYPES: readonly ProductType[] = [
  p(
    'coffee-maker',
    'kitchen-appliances',
    'coffee',
    [399, 2490],
    t5('Kaffebryggare', 'Kaffemaskine', 'Kaffetrakter', 'Kahvinkeitin', 'Coffee maker'),
    {
      axes: [{ key: 'color', colors: ['black', 'white', 'red', 'grey'] }],
      materials: ['steel', 'plastic'],
      refurb: 0.2,
      used: 0.1,
    },
  ),
  p(
    'electric-kettle',
    'kitchen-appliances',
    'kettle',
    [249, 990],
    t5('Vattenkokare', 'Elkedel', 'Vannkoker', 'Vedenkeitin', 'Electric kettle'),
    {
      axes: [COLOR_AXIS],
      materials: ['steel', 'glass'],
    },
  ),
  p('frying-pan', 'cookware', 'pan', [249, 899], t5('Stekpanna', 'Stegepande', 'Stekepanne', 'Paistinpannu', 'Frying pan'), {
    axes: [sizeAxis(['24 cm', '28 cm', '32 cm'], 0.12)],
    materials: ['steel', 'ceramic'],
  }),
  p('coffee-mug', 'cookware', 'mug', [79, 249], t5('Kaffemugg', 'Kaffekrus', 'Kaffekopp', 'Kahvimuki', 'Coffee mug'), {
    axes: [COLOR_AXIS],
    materials: ['ceramic'],
  }),
  p('table-lamp', 'lighting', 'lamp', [299, 1490], t5('Bordslampa', 'Bordlampe', 'Bordlampe', 'Pöytävalaisin', 'Table lamp'), {
    axes: [COLOR_AXIS],
    materials: ['wood', 'glass', 'steel'],
    used: 0.1,
  }),
  p('floor-lamp', 'lighting', 'lamp', [599, 2490], t5('Golvlampa', 'Gulvlampe', 'Gulvlampe', 'Lattiavalaisin', 'Floor lamp'), {
    materials: ['steel', 'wood'],
  }),
  p('throw-blanket', 'home-textiles', 'blanket', [249, 899], t5('Pläd', 'Plaid', 'Pledd', 'Torkkupeitto', 'Throw blanket'), {
    axes: [COLOR_AXIS],
    materials: ['wool', 'cotton'],
  }),
  p(
    'cushion-cover',
    'home-textiles',
    'blanket',
    [99, 299],
    t5('Kuddfodral', 'Pudebetræk', 'Putetrekk', 'Tyynynpäällinen', 'Cushion cover'),
    {
      axes: [COLOR_AXIS],
      materials: ['cotton'],
    },
  ),
  p(
    'storage-box',
    'storage',
    'box',
    [99, 399],
    t5('Förvaringslåda', 'Opbevaringskasse', 'Oppbevaringsboks', 'Säilytyslaatikko', 'Storage box'),
    {
      axes: [COLOR_AXIS],
      materials: ['recycledPlastic', 'bamboo'],
    },
  ),
  p('pruning-shears', 'garden-tools', 'shears', [149, 599], t5('Sekatör', 'Beskæresaks', 'Hagesaks', 'Oksasakset', 'Pruning shears'), {
    materials: ['steel'],
  }),
  p('garden-hose', 'garden-tools', 'cable', [199, 699], t5('Trädgårdsslang', 'Haveslange', 'Hageslange', 'Puutarhaletku', 'Garden hose'), {
    axes: [sizeAxis(['15 m', '25 m', '30 m'], 0.2)],
    materials: ['rubber'],
  }),
  p(
    'garden-chair',
    'garden-furniture',
    'chair',
    [499, 2490],
    t5('Trädgårdsstol', 'Havestol', 'Hagestol', 'Puutarhatuoli', 'Garden chair'),
    {
      axes: [COLOR_AXIS],
      materials: ['wood', 'aluminium'],
      used: 0.3,
    },
  ),
  p('hammock', 'garden-furniture', 'mat', [399, 1290], t5('Hängmatta', 'Hængekøje', 'Hengekøye', 'Riippumatto', 'Hammock'), {
    materials: ['cotton'],
  }),
  p('flower-pot', 'pots-growing', 'pot', [79, 499], t5('Blomkruka', 'Urtepotte', 'Blomsterpotte', 'Kukkaruukku', 'Flower pot'), {
    axes: [sizeAxis(['Ø 14 cm', 'Ø 20 cm', 'Ø 28 cm'], 0.3)],
    materials: ['ceramic', 'recycledPlastic'],
  }),
  p('raised-bed', 'pots-growing', 'box', [399, 1490], t5('Odlingslåda', 'Højbed', 'Plantekasse', 'Kasvulaatikko', 'Raised bed'), {
    materials: ['wood'],
  }),
  p(
    'solar-lamp',
    'outdoor-lighting',
    'solar',
    [99, 599],
    t5('Solcellslampa', 'Solcellelampe', 'Solcellelampe', 'Aurinkokennovalaisin', 'Solar lamp'),
    {
      materials: ['steel', 'recycledPlastic'],
    },
  ),
  p('string-lights', 'outdoor-lighting', 'lamp', [149, 499], t5('Ljusslinga', 'Lyskæde', 'Lysslynge', 'Valosarja', 'String lights'), {
    models: ['20 LED', '50 LED', '100 LED'],
  }),
  p('dog-bed', 'dogs', 'dogbed', [299, 1290], t5('Hundbädd', 'Hundeseng', 'Hundeseng', 'Koiranpeti', 'Dog bed'), {
    axes: [sizeAxis(['S', 'M', 'L'], 0.2)],
    materials: ['polyester', 'cotton'],
  }),
  p('dog-leash', 'dogs', 'leash', [129, 399], t5('Hundkoppel', 'Hundesnor', 'Hundebånd', 'Koiran talutushihna', 'Dog leash'), {
    axes: [COLOR_AXIS],
    materials: ['polyester', 'leather'],
  }),
  p('cat-tree', 'cats', 'cattree', [399, 1990], t5('Klösträd', 'Kradsetræ', 'Klorestativ', 'Raapimispuu', 'Cat tree'), {
    materials: ['wood'],
    used: 0.25,
  }),
  p('cat-toy', 'cats', 'ball', [49, 149], t5('Kattleksak', 'Kattelegetøj', 'Katteleke', 'Kissan lelu', 'Cat toy'), {
    axes: [COLOR_AXIS],
  }),
  p('small-pet-cage', 'small-pets', 'cage', [499, 1490], t5('Smådjursbur', 'Smådyrsbur', 'Smådyrbur', 'Pieneläinhäkki', 'Small pet cage'), {
    materials: ['steel', 'plastic'],
  }),
  p('aquarium', 'aquariums', 'aquarium', [599, 2990], t5('Akvarium', 'Akvarium', 'Akvarium', 'Akvaario', 'Aquarium'), {
    axes: [sizeAxis(['30 l', '60 l', '120 l'], 0.35)],
    materials: ['glass'],
  }),
  p('cordless-drill', 'power-tools', 'drill', [599, 2490], t5('Skruvdragare', 'Skruemaskine', 'Drill', 'Akkuporakone', 'Cordless drill'), {
    refurb: 0.3,
    used: 0.2,
  }),
  p('jigsaw', 'power-tools', 'drill', [599, 1790], t5('Sticksåg', 'Stiksav', 'Stikksag', 'Pistosaha', 'Jigsaw'), {}),
  p('tool-set', 'hand-tools', 'toolbox', [299, 1490], t5('Verktygssats', 'Værktøjssæt', 'Verktøysett', 'Työkalusarja', 'Tool set'), {
    materials: ['steel'],
  }),
  p('claw-hammer', 'hand-tools', 'toolbox', [149, 349], t5('Snickarhammare', 'Kløhammer', 'Snekkerhammer', 'Kynsivasara', 'Claw hammer'), {
    materials: ['steel', 'wood'],
  }),
  p(
    'work-gloves',
    'workwear',
    'gloves',
    [79, 249],
    t5('Arbetshandskar', 'Arbejdshandsker', 'Arbeidshansker', 'Työkäsineet', 'Work gloves'),
    {
      axes: [sizeAxis(['8', '9', '10'], 0)],
      materials: ['leather', 'polyester'],
    },
  ),
  p(
    'laser-distance-meter',
    'measuring-tools',
    'laser',
    [399, 1490],
    t5('Laseravståndsmätare', 'Laserafstandsmåler', 'Laseravstandsmåler', 'Laseretäisyysmittari', 'Laser distance meter'),
    {},
  ),
  p('spirit-level', 'measuring-tools', 'laser', [99, 399], t5('Vattenpass', 'Vaterpas', 'Vater', 'Vesivaaka', 'Spirit level'), {
    axes: [sizeAxis(['60 cm', '80 cm', '120 cm'], 0.2)],
    materials: ['aluminium'],
  }),
];
