import { t5 } from '../../lib/locale';
import type { PageDef } from '../page-def';

export const MARKETING: PageDef = {
  key: 'marketing',
  title: t5('Sälj på Nordfynd', 'Sælg på Nordfynd', 'Selg på Nordfynd', 'Myy Nordfyndissä', 'Sell on Nordfynd'),
  intro: t5(
    'Nå prismedvetna kunder i Sverige, Danmark, Norge och Finland – med en enda avtalspart.',
    'Nå prisbevidste kunder i Sverige, Danmark, Norge og Finland – med én enkelt aftalepart.',
    'Nå prisbevisste kunder i Sverige, Danmark, Norge og Finland – med én avtalepart.',
    'Tavoita hintatietoiset asiakkaat Ruotsissa, Tanskassa, Norjassa ja Suomessa – yhdellä sopimuksella.',
    'Reach price-conscious shoppers in Sweden, Denmark, Norway and Finland with a single contract.',
  ),
  blocks: [
    {
      type: 'text',
      heading: t5('Så fungerar det', 'Sådan fungerer det', 'Slik fungerer det', 'Näin se toimii', 'How it works'),
      paragraphs: [
        t5(
          'Du laddar upp ditt sortiment, vi översätter produkttexterna och sköter betalningar och kundservice. Du skickar paketen från ditt eget lager.',
          'Du uploader dit sortiment, vi oversætter produktteksterne og står for betalinger og kundeservice. Du sender pakkerne fra dit eget lager.',
          'Du laster opp sortimentet ditt, vi oversetter produkttekstene og tar oss av betalinger og kundeservice. Du sender pakkene fra ditt eget lager.',
          'Lataat valikoimasi, me käännämme tuotetekstit ja hoidamme maksut sekä asiakaspalvelun. Sinä lähetät paketit omasta varastostasi.',
          'You upload your range, we translate the product texts and handle payments and customer service. You ship the parcels from your own warehouse.',
        ),
        t5(
          'Ingen månadsavgift – du betalar en provision först när du säljer.',
          'Intet månedligt gebyr – du betaler først provision, når du sælger.',
          'Ingen månedsavgift – du betaler provisjon først når du selger.',
          'Ei kuukausimaksua – maksat provision vasta, kun myyt.',
          'No monthly fee: you only pay a commission when you sell.',
        ),
      ],
    },
    {
      type: 'links',
      heading: t5('Kom igång', 'Kom i gang', 'Kom i gang', 'Aloita', 'Get started'),
      links: [
        {
          label: t5(
            'Kontakta vårt säljteam',
            'Kontakt vores salgsteam',
            'Kontakt salgsteamet vårt',
            'Ota yhteyttä myyntitiimiimme',
            'Contact our sales team',
          ),
          href: '/customer-service/contact/',
        },
        {
          label: t5(
            'Se vad andra säljare tycker',
            'Se, hvad andre sælgere siger',
            'Se hva andre selgere mener',
            'Katso, mitä muut myyjät sanovat',
            'See what other sellers say',
          ),
          href: '/seller-reviews/',
        },
      ],
    },
  ],
};
