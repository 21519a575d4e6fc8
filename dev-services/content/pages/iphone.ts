import { t5 } from '../../lib/locale';
import type { PageDef } from '../page-def';

export const IPHONE_ACCESSORIES: PageDef = {
  key: 'iphone-accessories',
  title: t5('iPhone-tillbehör', 'iPhone-tilbehør', 'iPhone-tilbehør', 'iPhone-tarvikkeet', 'iPhone accessories'),
  intro: t5(
    'Skal, laddare, kablar och hörlurar som passar din iPhone – eller designa ett alldeles eget skal.',
    'Covers, opladere, kabler og høretelefoner, der passer til din iPhone – eller design dit helt eget cover.',
    'Deksler, ladere, kabler og hodetelefoner som passer til din iPhone – eller design ditt helt eget deksel.',
    'Kuoret, laturit, kaapelit ja kuulokkeet iPhonellesi – tai suunnittele ihan oma kuori.',
    'Cases, chargers, cables and headphones that fit your iPhone, or design a case of your very own.',
  ),
  blocks: [
    {
      type: 'articles',
      heading: t5(
        'Designa ditt eget skal',
        'Design dit eget cover',
        'Design ditt eget deksel',
        'Suunnittele oma kuori',
        'Design your own case',
      ),
      query: { q: 'iphone', category: 'phone-cases' },
    },
    {
      type: 'articles',
      heading: t5('Laddare och kablar', 'Opladere og kabler', 'Ladere og kabler', 'Laturit ja kaapelit', 'Chargers and cables'),
      query: { category: 'chargers-cables', sort: 'rating' },
    },
    {
      type: 'articles',
      heading: t5('Trådlöst ljud', 'Trådløs lyd', 'Trådløs lyd', 'Langaton ääni', 'Wireless sound'),
      query: { category: 'headphones', sort: 'discount' },
    },
  ],
};

export const IPHONE_CHARGER: PageDef = {
  key: 'iphone-charger',
  title: t5('iPhone-laddare', 'iPhone-opladere', 'iPhone-ladere', 'iPhone-laturit', 'iPhone chargers'),
  intro: t5(
    'Rätt laddare laddar din iPhone till 50 % på en halvtimme. Så här väljer du.',
    'Den rigtige oplader lader din iPhone til 50 % på en halv time. Sådan vælger du.',
    'Riktig lader lader din iPhone til 50 % på en halvtime. Slik velger du.',
    'Oikea laturi lataa iPhonesi 50 %:iin puolessa tunnissa. Näin valitset.',
    'The right charger takes your iPhone to 50% in half an hour. Here is how to choose.',
  ),
  blocks: [
    {
      type: 'faq',
      heading: t5('Bra att veta', 'Godt at vide', 'Greit å vite', 'Hyvä tietää', 'Good to know'),
      entries: [
        {
          question: t5(
            'Vilken kabel behöver jag?',
            'Hvilket kabel skal jeg bruge?',
            'Hvilken kabel trenger jeg?',
            'Minkä kaapelin tarvitsen?',
            'Which cable do I need?',
          ),
          answer: t5(
            'iPhone 15 och senare har USB-C. Äldre modeller har Lightning och behöver en USB-C till Lightning-kabel.',
            'iPhone 15 og nyere har USB-C. Ældre modeller har Lightning og skal bruge et USB-C til Lightning-kabel.',
            'iPhone 15 og nyere har USB-C. Eldre modeller har Lightning og trenger en USB-C til Lightning-kabel.',
            'iPhone 15 ja uudemmat käyttävät USB-C-liitäntää. Vanhemmissa malleissa on Lightning, ja ne tarvitsevat USB-C–Lightning-kaapelin.',
            'iPhone 15 and later use USB-C. Older models use Lightning and need a USB-C to Lightning cable.',
          ),
        },
        {
          question: t5(
            'Hur många watt behövs?',
            'Hvor mange watt skal der til?',
            'Hvor mange watt trengs?',
            'Kuinka monta wattia tarvitaan?',
            'How many watts do I need?',
          ),
          answer: t5(
            'En laddare på minst 20 W ger snabbladdning. Starkare laddare skadar inte telefonen – den tar bara den effekt den klarar.',
            'En oplader på mindst 20 W giver hurtigopladning. Kraftigere opladere skader ikke telefonen – den tager kun den effekt, den kan klare.',
            'En lader på minst 20 W gir hurtiglading. Kraftigere ladere skader ikke telefonen – den tar bare den effekten den tåler.',
            'Vähintään 20 W:n laturi mahdollistaa pikalatauksen. Tehokkaampi laturi ei vahingoita puhelinta – se ottaa vain sen tehon, jonka se kestää.',
            'A charger of at least 20 W gives fast charging. A stronger charger does not harm the phone: it only draws the power it can take.',
          ),
        },
      ],
    },
    {
      type: 'articles',
      heading: t5('Laddare och kablar', 'Opladere og kabler', 'Ladere og kabler', 'Laturit ja kaapelit', 'Chargers and cables'),
      query: { category: 'chargers-cables' },
    },
    {
      type: 'articles',
      heading: t5(
        'Powerbanks för resan',
        'Powerbanks til rejsen',
        'Powerbanker til reisen',
        'Varavirtalähteet matkalle',
        'Power banks for the road',
      ),
      query: { category: 'power-banks', sort: 'rating' },
    },
  ],
};
