import { t5 } from '../../lib/locale';
import type { PageDef } from '../page-def';

export const REFURB_IPHONE: PageDef = {
  key: 'refurb-iphone',
  title: t5('Renoverade iPhones', 'Renoverede iPhones', 'Renoverte iPhoner', 'Kunnostetut iPhonet', 'Refurbished iPhones'),
  intro: t5(
    'En renoverad iPhone fungerar som ny, kostar betydligt mindre och är bättre för klimatet.',
    'En renoveret iPhone fungerer som ny, koster væsentligt mindre og er bedre for klimaet.',
    'En renovert iPhone fungerer som ny, koster betydelig mindre og er bedre for klimaet.',
    'Kunnostettu iPhone toimii kuin uusi, maksaa huomattavasti vähemmän ja on parempi ilmastolle.',
    'A refurbished iPhone works like new, costs considerably less and is better for the climate.',
  ),
  blocks: [
    {
      type: 'text',
      heading: t5('Så renoverar vi', 'Sådan renoverer vi', 'Slik renoverer vi', 'Näin kunnostamme', 'How we refurbish'),
      paragraphs: [
        t5(
          'Varje telefon genomgår ett test i 50 punkter. Batterier med under 85 % kapacitet byts ut, och telefonen återställs och rengörs innan den packas.',
          'Hver telefon gennemgår en test i 50 punkter. Batterier med under 85 % kapacitet udskiftes, og telefonen nulstilles og rengøres, før den pakkes.',
          'Hver telefon gjennomgår en test i 50 punkter. Batterier med under 85 % kapasitet byttes, og telefonen tilbakestilles og rengjøres før den pakkes.',
          'Jokainen puhelin käy läpi 50 kohdan testin. Alle 85 %:n kapasiteetin akut vaihdetaan, ja puhelin palautetaan tehdasasetuksiin ja puhdistetaan ennen pakkaamista.',
          'Every phone goes through a 50-point test. Batteries below 85% capacity are replaced, and the phone is reset and cleaned before it is packed.',
        ),
        t5(
          'Du får 12 månaders garanti och 30 dagars öppet köp.',
          'Du får 12 måneders garanti og 30 dages returret.',
          'Du får 12 måneders garanti og 30 dagers åpent kjøp.',
          'Saat 12 kuukauden takuun ja 30 päivän palautusoikeuden.',
          'You get a 12-month warranty and 30 days to change your mind.',
        ),
      ],
    },
    {
      type: 'articles',
      heading: t5(
        'Renoverade iPhones i lager',
        'Renoverede iPhones på lager',
        'Renoverte iPhoner på lager',
        'Kunnostetut iPhonet varastossa',
        'Refurbished iPhones in stock',
      ),
      query: { q: 'iphone', condition: 'refurb' },
    },
    {
      type: 'articles',
      heading: t5(
        'Fler renoverade fynd',
        'Flere renoverede fund',
        'Flere renoverte kupp',
        'Lisää kunnostettuja löytöjä',
        'More refurbished bargains',
      ),
      query: { condition: 'refurb', sort: 'discount' },
    },
  ],
};
