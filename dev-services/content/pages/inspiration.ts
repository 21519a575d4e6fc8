import { t5 } from '../../lib/locale';
import type { PageDef } from '../page-def';

export const INSPIRATION: PageDef = {
  key: 'inspiration',
  title: t5('Inspiration', 'Inspiration', 'Inspirasjon', 'Inspiraatio', 'Inspiration'),
  intro: t5(
    'Idéer för hemmet, friluftslivet och vardagen – och fynden som gör dem verklighet.',
    'Idéer til hjemmet, friluftslivet og hverdagen – og fundene, der gør dem til virkelighed.',
    'Ideer til hjemmet, friluftslivet og hverdagen – og kuppene som gjør dem til virkelighet.',
    'Ideoita kotiin, ulkoiluun ja arkeen – ja löydöt, joilla ne toteutuvat.',
    'Ideas for the home, the outdoors and everyday life, and the bargains that make them happen.',
  ),
  blocks: [
    {
      type: 'text',
      heading: t5(
        'Mys in dig för vintern',
        'Gør det hyggeligt til vinteren',
        'Kos deg gjennom vinteren',
        'Tee talvesta kodikas',
        'Get cosy for winter',
      ),
      paragraphs: [
        t5(
          'Mjuka plädar, varmt ljus och en kopp nybryggt kaffe – det behövs inte mer för att göra mörka kvällar till de bästa kvällarna. Välj naturmaterial som ull och bomull, och blanda gärna texturer.',
          'Bløde plaider, varmt lys og en kop nybrygget kaffe – mere skal der ikke til for at gøre mørke aftener til de bedste. Vælg naturmaterialer som uld og bomuld, og bland gerne teksturer.',
          'Myke pledd, varmt lys og en kopp nytraktet kaffe – mer trengs ikke for å gjøre mørke kvelder til de beste. Velg naturmaterialer som ull og bomull, og bland gjerne teksturer.',
          'Pehmeät torkkupeitot, lämmin valo ja kuppi vastakeitettyä kahvia – muuta ei tarvita, jotta pimeistä illoista tulee parhaita. Valitse luonnonmateriaaleja, kuten villaa ja puuvillaa, ja yhdistele pintoja rohkeasti.',
          'Soft throws, warm light and a cup of fresh coffee: that is all it takes to turn dark evenings into the best ones. Choose natural materials such as wool and cotton, and mix textures.',
        ),
      ],
    },
    {
      type: 'articles',
      heading: t5('Populärt för hemmet', 'Populært til hjemmet', 'Populært til hjemmet', 'Suosittua kotiin', 'Popular for the home'),
      query: { category: 'home-textiles', sort: 'rating' },
    },
    {
      type: 'text',
      heading: t5('Ut i naturen', 'Ud i naturen', 'Ut i naturen', 'Luontoon', 'Into the wild'),
      paragraphs: [
        t5(
          'Allemansrätten ger oss fri tillgång till skog och fjäll. Med ett lätt tält, en varm sovsäck och rätt kläder blir helgen ett äventyr – utan att det kostar skjortan.',
          'Med et let telt, en varm sovepose og det rigtige tøj bliver weekenden til et eventyr – uden at det koster en formue.',
          'Allemannsretten gir oss fri tilgang til skog og fjell. Med et lett telt, en varm sovepose og riktige klær blir helgen et eventyr – uten at det koster skjorta.',
          'Jokaisenoikeus avaa metsät ja tunturit kaikille. Kevyen teltan, lämpimän makuupussin ja oikeiden vaatteiden kanssa viikonlopusta tulee seikkailu – ilman että se maksaa maltaita.',
          'The right to roam opens the forests and fells to everyone. With a light tent, a warm sleeping bag and the right clothes, the weekend becomes an adventure without costing a fortune.',
        ),
      ],
    },
    {
      type: 'articles',
      heading: t5('Fynd för friluftslivet', 'Fund til friluftslivet', 'Kupp for friluftslivet', 'Löytöjä ulkoiluun', 'Outdoor bargains'),
      query: { category: 'sport-outdoors', sort: 'discount' },
    },
    {
      type: 'articles',
      heading: t5('Smarta teknikfynd', 'Smarte tech-fund', 'Smarte teknologikupp', 'Fiksuja tekniikkalöytöjä', 'Smart tech bargains'),
      query: { category: 'computers-electronics', sort: 'discount' },
    },
  ],
};
