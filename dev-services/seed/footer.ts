import type { L10n, Locale } from '../lib/locale';
import { t5 } from '../lib/locale';
import { campaignHref } from './campaign-data';

/** Footer links: labels per locale, hrefs are internal route keys (with a locale's own slug where a link names one). */
interface FooterLinkDef {
  label: L10n;
  href: string | L10n;
  /** Only in these locales (e.g. the gift generator is Swedish). */
  only?: readonly Locale[];
  /** Not in these locales (e.g. refurbished iPhones are not sold in Norwegian). */
  except?: readonly Locale[];
}

export const FOOTER_COLUMNS: readonly { title: L10n; links: readonly FooterLinkDef[] }[] = [
  {
    title: t5('Kundservice', 'Kundeservice', 'Kundeservice', 'Asiakaspalvelu', 'Customer service'),
    links: [
      {
        label: t5(
          'Hjälp & vanliga frågor',
          'Hjælp & ofte stillede spørgsmål',
          'Hjelp og vanlige spørsmål',
          'Ohjeet ja usein kysytyt',
          'Help & FAQ',
        ),
        href: '/customer-service/',
      },
      { label: t5('Kontakta oss', 'Kontakt os', 'Kontakt oss', 'Ota yhteyttä', 'Contact us'), href: '/customer-service/contact/' },
      {
        label: t5(
          'Frågor om din order',
          'Spørgsmål om din ordre',
          'Spørsmål om ordren din',
          'Kysymykset tilauksesta',
          'Questions about your order',
        ),
        href: '/customer-service/ordercontact/',
      },
      { label: t5('Säljaromdömen', 'Sælgeranmeldelser', 'Selgeranmeldelser', 'Myyjäarviot', 'Seller reviews'), href: '/seller-reviews/' },
    ],
  },
  {
    title: t5('Upptäck', 'Opdag', 'Oppdag', 'Löydä', 'Discover'),
    links: [
      {
        label: t5('Alla kategorier', 'Alle kategorier', 'Alle kategorier', 'Kaikki kategoriat', 'All categories'),
        href: '/all-categories/',
      },
      { label: t5('Butiker', 'Butikker', 'Butikker', 'Myymälät', 'Storefronts'), href: '/storefront/' },
      { label: t5('Inspiration', 'Inspiration', 'Inspirasjon', 'Inspiraatio', 'Inspiration'), href: '/inspiration/' },
      { label: t5('Fyndfinnaren', 'Fundfinderen', 'Kuppfinneren', 'Löytöjen etsijä', 'Fynd finder'), href: '/fynd-finder/' },
      {
        label: t5('Presentgeneratorn', 'Gavegeneratoren', 'Gavegeneratoren', 'Lahjageneraattori', 'Gift generator'),
        href: '/discover/',
        only: ['sv-SE'],
      },
      {
        label: t5('Designa själv', 'Design selv', 'Design selv', 'Suunnittele itse', 'Design your own'),
        href: '/dyo/initial-landing-page/',
      },
    ],
  },
  {
    title: t5('Kampanjer', 'Kampagner', 'Kampanjer', 'Kampanjat', 'Campaigns'),
    links: [
      { label: t5('Vinterfynd', 'Vinterfund', 'Vinterkupp', 'Talvilöydöt', 'Winter deals'), href: campaignHref('winter-deals') },
      { label: t5('Toppfynd', 'Topfund', 'Toppfunn', 'Huippulöydöt', 'Top bargains'), href: campaignHref('top-bargains') },
      { label: t5('Black Friday', 'Black Friday', 'Black Friday', 'Black Friday', 'Black Friday'), href: campaignHref('black-friday') },
      { label: t5('Julklappar', 'Julegaver', 'Julegaver', 'Joululahjat', 'Christmas gifts'), href: campaignHref('xmas-gifts') },
      { label: t5('Alla kampanjer', 'Alle kampagner', 'Alle kampanjer', 'Kaikki kampanjat', 'All campaigns'), href: '/campaign/' },
    ],
  },
  {
    title: t5('Om Nordfynd', 'Om Nordfynd', 'Om Nordfynd', 'Tietoa Nordfyndista', 'About Nordfynd'),
    links: [
      { label: t5('Sälj hos oss', 'Sælg hos os', 'Selg hos oss', 'Myy kauttamme', 'Sell with us'), href: '/marketing/' },
      {
        label: t5('Renoverade iPhones', 'Renoverede iPhones', 'Renoverte iPhoner', 'Kunnostetut iPhonet', 'Refurbished iPhones'),
        href: '/refurb-iphone/',
        except: ['nb-NO'],
      },
      {
        label: t5('iPhone-tillbehör', 'iPhone-tilbehør', 'iPhone-tilbehør', 'iPhone-tarvikkeet', 'iPhone accessories'),
        href: '/iphone-accessories/',
      },
      { label: t5('iPhone-laddare', 'iPhone-opladere', 'iPhone-ladere', 'iPhone-laturit', 'iPhone chargers'), href: '/iphone-charger/' },
    ],
  },
];

export const LEGAL = t5(
  'Nordfynd AB. Alla priser inklusive moms.',
  'Nordfynd AB. Alle priser inklusive moms.',
  'Nordfynd AB. Alle priser inkludert mva.',
  'Nordfynd AB. Kaikki hinnat sisältävät arvonlisäveron.',
  'Nordfynd AB. All prices include VAT.',
);
