import { t5 } from '../lib/locale';
import type { ProductType } from './product-type';
import { COLOR_AXIS, productType as p, storageAxis } from './product-type';

/** Phones, accessories, computers and electronics. */
export const TECH_TYPES: readonly ProductType[] = [
  p('smartphone', 'mobile-phones', 'phone', [2490, 10990], t5('Smartphone', 'Smartphone', 'Smarttelefon', 'Älypuhelin', 'Smartphone'), {
    axes: [storageAxis(['64 GB', '128 GB', '256 GB'])],
    materials: ['aluminium', 'glass'],
    refurb: 0.6,
    used: 0.25,
    brands: ['Apple', 'Samsung', 'Google', 'Polarbyte'],
    modelsByBrand: {
      Apple: ['iPhone 12', 'iPhone 13', 'iPhone 14', 'iPhone 15'],
      Samsung: ['Galaxy S22', 'Galaxy S23', 'Galaxy A54'],
      Google: ['Pixel 7', 'Pixel 7a', 'Pixel 8'],
      Polarbyte: ['P1', 'P2 Pro'],
    },
  }),
  p('phone-case', 'phone-cases', 'case', [99, 349], t5('Mobilskal', 'Mobilcover', 'Mobildeksel', 'Puhelinkuori', 'Phone case'), {
    axes: [COLOR_AXIS],
    materials: ['silicone', 'recycledPlastic', 'leather'],
    models: ['Slim', 'Tough', 'Clear', 'Wallet', 'Grip', 'Eco'],
  }),
  p(
    'fast-charger',
    'chargers-cables',
    'charger',
    [149, 449],
    t5('Snabbladdare', 'Hurtigoplader', 'Hurtiglader', 'Pikalaturi', 'Fast charger'),
    {
      models: ['20 W', '30 W', '45 W', '65 W GaN'],
    },
  ),
  p('usb-c-cable', 'chargers-cables', 'cable', [79, 249], t5('USB-C-kabel', 'USB-C-kabel', 'USB-C-kabel', 'USB-C-kaapeli', 'USB-C cable'), {
    axes: [{ key: 'color', colors: ['black', 'white'] }],
    models: ['1 m', '2 m', '3 m'],
  }),
  p(
    'wireless-headphones',
    'headphones',
    'headphones',
    [399, 2990],
    t5('Trådlösa hörlurar', 'Trådløse høretelefoner', 'Trådløse hodetelefoner', 'Langattomat kuulokkeet', 'Wireless headphones'),
    {
      axes: [COLOR_AXIS],
      materials: ['plastic', 'aluminium'],
      refurb: 0.35,
    },
  ),
  p(
    'sports-earphones',
    'headphones',
    'headphones',
    [249, 999],
    t5('Sporthörlurar', 'Sportshøretelefoner', 'Sportshodetelefoner', 'Urheilukuulokkeet', 'Sports earphones'),
    {
      axes: [COLOR_AXIS],
      materials: ['silicone'],
      refurb: 0.2,
    },
  ),
  p('smartwatch', 'smartwatches', 'watch', [699, 3990], t5('Smartklocka', 'Smartwatch', 'Smartklokke', 'Älykello', 'Smartwatch'), {
    axes: [COLOR_AXIS],
    materials: ['aluminium', 'silicone'],
    refurb: 0.4,
  }),
  p('power-bank', 'power-banks', 'powerbank', [199, 699], t5('Powerbank', 'Powerbank', 'Powerbank', 'Varavirtalähde', 'Power bank'), {
    axes: [{ key: 'color', colors: ['black', 'white', 'blue', 'pink'] }],
    models: ['10 000 mAh', '20 000 mAh', 'Magnet 5 000 mAh'],
  }),
  p('laptop', 'laptops', 'laptop', [4990, 15990], t5('Bärbar dator', 'Bærbar computer', 'Bærbar PC', 'Kannettava tietokone', 'Laptop'), {
    axes: [storageAxis(['256 GB SSD', '512 GB SSD', '1 TB SSD'], 0.15)],
    materials: ['aluminium'],
    refurb: 0.5,
  }),
  p(
    'bluetooth-speaker',
    'speakers',
    'speaker',
    [299, 2490],
    t5('Bluetooth-högtalare', 'Bluetooth-højttaler', 'Bluetooth-høyttaler', 'Bluetooth-kaiutin', 'Bluetooth speaker'),
    {
      axes: [COLOR_AXIS],
      materials: ['plastic', 'recycledPlastic'],
      refurb: 0.2,
    },
  ),
  p('soundbar', 'speakers', 'speaker', [990, 4990], t5('Soundbar', 'Soundbar', 'Lydplanke', 'Soundbar', 'Soundbar'), {
    refurb: 0.4,
    used: 0.2,
  }),
  p(
    'wireless-mouse',
    'computer-accessories',
    'mouse',
    [149, 799],
    t5('Trådlös mus', 'Trådløs mus', 'Trådløs mus', 'Langaton hiiri', 'Wireless mouse'),
    {
      axes: [COLOR_AXIS],
    },
  ),
  p(
    'wireless-keyboard',
    'computer-accessories',
    'keyboard',
    [299, 1490],
    t5('Trådlöst tangentbord', 'Trådløst tastatur', 'Trådløst tastatur', 'Langaton näppäimistö', 'Wireless keyboard'),
    {
      axes: [{ key: 'color', colors: ['black', 'white', 'grey'] }],
      refurb: 0.2,
    },
  ),
  p('tablet', 'tablets', 'tablet', [1990, 8990], t5('Surfplatta', 'Tablet', 'Nettbrett', 'Tabletti', 'Tablet'), {
    axes: [storageAxis(['64 GB', '128 GB', '256 GB'])],
    materials: ['aluminium', 'glass'],
    refurb: 0.5,
  }),
  p(
    'game-controller',
    'gaming',
    'gamepad',
    [349, 999],
    t5('Spelkontroll', 'Spilcontroller', 'Spillkontroller', 'Peliohjain', 'Game controller'),
    {
      axes: [COLOR_AXIS],
      refurb: 0.2,
      used: 0.25,
    },
  ),
  p(
    'gaming-headset',
    'gaming',
    'headphones',
    [399, 1990],
    t5('Gamingheadset', 'Gamingheadset', 'Gaming-headset', 'Pelikuulokkeet', 'Gaming headset'),
    {
      axes: [COLOR_AXIS],
      refurb: 0.25,
    },
  ),
];
