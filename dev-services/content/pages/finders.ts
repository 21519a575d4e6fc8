import { t5 } from '../../lib/locale';
import type { PageDef } from '../page-def';

export const FYND_FINDER: PageDef = {
  key: 'fynd-finder',
  title: t5('Fyndfinnaren', 'Fundfinderen', 'Kuppfinneren', 'Löytöjen etsijä', 'Fynd finder'),
  intro: t5(
    'Vi letar igenom hela sortimentet varje natt och plockar fram dagens största prissänkningar.',
    'Vi gennemsøger hele sortimentet hver nat og finder dagens største prisfald.',
    'Vi går gjennom hele sortimentet hver natt og plukker ut dagens største prisfall.',
    'Käymme koko valikoiman läpi joka yö ja poimimme päivän suurimmat hinnanalennukset.',
    'Every night we search the whole range and pick out the day’s biggest price drops.',
  ),
  blocks: [
    {
      type: 'articles',
      heading: t5(
        'Största rabatterna just nu',
        'De største rabatter lige nu',
        'De største rabattene akkurat nå',
        'Suurimmat alennukset juuri nyt',
        'Biggest discounts right now',
      ),
      query: { sort: 'discount' },
    },
    {
      type: 'articles',
      heading: t5(
        'Högst betyg bland toppfynden',
        'Bedst bedømte topfund',
        'Best vurderte toppfunn',
        'Parhaiten arvioidut huippulöydöt',
        'Top-rated top bargains',
      ),
      query: { campaign: 'top-bargains', sort: 'rating' },
    },
    {
      type: 'text',
      paragraphs: [
        t5(
          'Tips: sortera på rabatt i sökresultatet och filtrera på betyg fyra och uppåt, så hittar du fynden som andra kunder redan gillar.',
          'Tip: sortér efter rabat i søgeresultatet og filtrér på bedømmelse fire og op, så finder du de fund, som andre kunder allerede kan lide.',
          'Tips: sorter etter rabatt i søkeresultatet og filtrer på vurdering fire og oppover, så finner du kuppene andre kunder allerede liker.',
          'Vinkki: lajittele hakutulokset alennuksen mukaan ja suodata vähintään neljän tähden arvioihin, niin löydät tuotteet, joista muut asiakkaat jo pitävät.',
          'Tip: sort the search results by discount and filter on four stars and up to find the bargains other shoppers already like.',
        ),
      ],
    },
  ],
};

export const DISCOVER: PageDef = {
  key: 'discover',
  title: t5('Presentgeneratorn', 'Gavegeneratoren', 'Gavegeneratoren', 'Lahjageneraattori', 'Gift generator'),
  intro: t5(
    'Vem ska du ge en present till? Välj en kategori nedan så föreslår vi de bäst betygsatta fynden.',
    'Hvem skal du give en gave? Vælg en kategori herunder, så foreslår vi de bedst bedømte fund.',
    'Hvem skal du gi en gave til? Velg en kategori nedenfor, så foreslår vi de best vurderte kuppene.',
    'Kenelle olet antamassa lahjaa? Valitse alta kategoria, niin ehdotamme parhaiten arvioituja löytöjä.',
    'Who is the gift for? Pick a category below and we will suggest the best-rated bargains.',
  ),
  blocks: [
    {
      type: 'articles',
      heading: t5('Till teknikälskaren', 'Til tech-entusiasten', 'Til teknologientusiasten', 'Tekniikan ystävälle', 'For the tech lover'),
      query: { category: 'computers-electronics', sort: 'rating' },
    },
    {
      type: 'articles',
      heading: t5('Till friluftsmänniskan', 'Til friluftsmennesket', 'Til friluftsmennesket', 'Ulkoilijalle', 'For the outdoor person'),
      query: { category: 'sport-outdoors', sort: 'rating' },
    },
    {
      type: 'articles',
      heading: t5('Till de små', 'Til de små', 'Til de små', 'Pienille', 'For the little ones'),
      query: { category: 'toys', sort: 'rating' },
    },
    {
      type: 'articles',
      heading: t5('Till husdjursägaren', 'Til kæledyrsejeren', 'Til dyreeieren', 'Lemmikin omistajalle', 'For the pet owner'),
      query: { category: 'pets', sort: 'rating' },
    },
  ],
};
