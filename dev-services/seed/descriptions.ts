import type { L10n, Locale } from '../lib/locale';
import { l10n } from '../lib/locale';
import type { Condition } from './types';

interface DescriptionInput {
  brand: string;
  noun: L10n;
  material: L10n;
  condition: Condition;
  shippingDaysMax: number;
  /** Picks one of the templates. */
  variant: number;
}

/** `days` is a count: each template words it in the singular for 1 ("1 dag", "1 day"). */
type Template = (x: { brand: string; noun: string; material: string; days: number }) => string;

const TEMPLATES: Readonly<Record<Locale, readonly Template[]>> = {
  'sv-SE': [
    (x) =>
      `${x.noun} från ${x.brand} i ${x.material} – ett smart fynd för vardagen. Noga kontrollerad och skickas inom ${x.days} ${x.days === 1 ? 'dag' : 'dagar'}.`,
    (x) => `Prisvärd ${x.noun.toLowerCase()} med genomtänkt nordisk design i ${x.material}. Perfekt som present eller till dig själv.`,
    (x) => `Kvalitet till fyndpris: ${x.brand} har gjort en ${x.noun.toLowerCase()} i ${x.material} som håller länge och passar överallt.`,
  ],
  'da-DK': [
    (x) =>
      `${x.noun} fra ${x.brand} i ${x.material} – et smart fund til hverdagen. Grundigt kontrolleret og sendes inden for ${x.days} ${x.days === 1 ? 'dag' : 'dage'}.`,
    (x) => `Prisvenlig ${x.noun.toLowerCase()} med gennemtænkt nordisk design i ${x.material}. Perfekt som gave eller til dig selv.`,
    (x) => `Kvalitet til fundpris: ${x.brand} har lavet en ${x.noun.toLowerCase()} i ${x.material}, der holder længe og passer overalt.`,
  ],
  'nb-NO': [
    (x) =>
      `${x.noun} fra ${x.brand} i ${x.material} – et smart kupp for hverdagen. Nøye kontrollert og sendes innen ${x.days} ${x.days === 1 ? 'dag' : 'dager'}.`,
    (x) => `Prisgunstig ${x.noun.toLowerCase()} med gjennomtenkt nordisk design i ${x.material}. Perfekt som gave eller til deg selv.`,
    (x) => `Kvalitet til kuppris: ${x.brand} har laget en ${x.noun.toLowerCase()} i ${x.material} som varer lenge og passer overalt.`,
  ],
  'fi-FI': [
    (x) =>
      `${x.brand} – ${x.noun.toLowerCase()}, materiaalina ${x.material}. Fiksu löytö arkeen, tarkastettu huolella ja lähetetään ${x.days} päivän kuluessa.`,
    (x) => `Edullinen ${x.noun.toLowerCase()} harkitulla pohjoismaisella muotoilulla (${x.material}). Täydellinen lahjaksi tai itselle.`,
    (x) => `Laatua löytöhintaan: ${x.brand} on tehnyt kestävän ja monikäyttöisen tuotteen (${x.material}).`,
  ],
  'en-US': [
    (x) =>
      `${x.noun} from ${x.brand} in ${x.material}: a smart everyday bargain. Carefully checked and shipped within ${x.days} ${x.days === 1 ? 'day' : 'days'}.`,
    (x) => `Great-value ${x.noun.toLowerCase()} with thoughtful Nordic design in ${x.material}. Perfect as a gift or for yourself.`,
    (x) => `Quality at a bargain price: ${x.brand} made this ${x.noun.toLowerCase()} in ${x.material} to last and to fit in anywhere.`,
  ],
};

const CONDITION_NOTE: Readonly<Record<Exclude<Condition, 'new'>, L10n>> = {
  refurb: {
    'sv-SE': 'Renoverad och testad av certifierade tekniker, med 12 månaders garanti.',
    'da-DK': 'Renoveret og testet af certificerede teknikere, med 12 måneders garanti.',
    'nb-NO': 'Renovert og testet av sertifiserte teknikere, med 12 måneders garanti.',
    'fi-FI': 'Sertifioitujen teknikoiden kunnostama ja testaama, 12 kuukauden takuu.',
    'en-US': 'Refurbished and tested by certified technicians, with a 12-month warranty.',
  },
  used: {
    'sv-SE': 'Begagnad i gott skick – små bruksspår kan förekomma.',
    'da-DK': 'Brugt i god stand – små brugsspor kan forekomme.',
    'nb-NO': 'Brukt i god stand – små bruksspor kan forekomme.',
    'fi-FI': 'Käytetty, hyvässä kunnossa – pieniä käytön jälkiä voi esiintyä.',
    'en-US': 'Used, in good condition: minor signs of wear may occur.',
  },
};

export function productDescription(input: DescriptionInput): L10n {
  return l10n((locale) => {
    const templates = TEMPLATES[locale];
    const template = templates[input.variant % templates.length] ?? templates[0];
    const base = template
      ? template({ brand: input.brand, noun: input.noun[locale], material: input.material[locale], days: input.shippingDaysMax })
      : '';
    return input.condition === 'new' ? base : `${base} ${CONDITION_NOTE[input.condition][locale]}`;
  });
}
