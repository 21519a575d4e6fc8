import type { L10n, Locale, Market } from '../lib/locale';
import { l10n, t5 } from '../lib/locale';

/** The address fields of the embedded checkout, in the order the form shows them. */
export const CHECKOUT_FIELDS = ['email', 'fullName', 'streetAddress', 'postalCode', 'city'] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** What each field says when it is empty (`required`) or filled in wrongly (`invalid`). */
export interface FieldTexts {
  required: L10n;
  invalid: L10n;
}

/** Shown above the form when any field needs fixing (announced: the element is an alert). */
export const FIELDS_SUMMARY = t5(
  'Kontrollera de markerade fälten.',
  'Kontrollér de markerede felter.',
  'Kontroller de markerte feltene.',
  'Tarkista merkityt kentät.',
  'Please check the marked fields.',
);

const POSTAL_EXAMPLE: Readonly<Record<Market, string>> = { SE: '113 51', DK: '2100', NO: '0150', FI: '00100' };
const POSTAL_DIGITS: Readonly<Record<Market, 4 | 5>> = { SE: 5, DK: 4, NO: 4, FI: 5 };

function postalInvalid(market: Market): L10n {
  const example = POSTAL_EXAMPLE[market];
  const five = POSTAL_DIGITS[market] === 5;
  const texts: Record<Locale, string> = {
    'sv-SE': `Skriv postnumret med ${five ? 'fem' : 'fyra'} siffror, till exempel ${example}.`,
    'da-DK': `Skriv postnummeret med ${five ? 'fem' : 'fire'} cifre, for eksempel ${example}.`,
    'nb-NO': `Skriv postnummeret med ${five ? 'fem' : 'fire'} sifre, for eksempel ${example}.`,
    'fi-FI': `Kirjoita postinumero ${five ? 'viidellä' : 'neljällä'} numerolla, esimerkiksi ${example}.`,
    'en-US': `Enter the postal code with ${five ? 'five' : 'four'} digits, for example ${example}.`,
  };
  return l10n((locale) => texts[locale]);
}

/** The messages of every field for a checkout in `market` (the postal code's format is the market's). */
export function fieldTexts(market: Market): Readonly<Record<CheckoutField, FieldTexts>> {
  return {
    email: {
      required: t5(
        'Fyll i din e-postadress.',
        'Udfyld din e-mailadresse.',
        'Fyll inn e-postadressen din.',
        'Kirjoita sähköpostiosoitteesi.',
        'Enter your email address.',
      ),
      invalid: t5(
        'Skriv e-postadressen som namn@exempel.se.',
        'Skriv e-mailadressen som navn@eksempel.dk.',
        'Skriv e-postadressen som navn@eksempel.no.',
        'Kirjoita sähköpostiosoite muodossa nimi@esimerkki.fi.',
        'Enter the email address as name@example.com.',
      ),
    },
    fullName: {
      required: t5(
        'Fyll i ditt för- och efternamn.',
        'Udfyld dit fulde navn.',
        'Fyll inn fullt navn.',
        'Kirjoita etu- ja sukunimesi.',
        'Enter your full name.',
      ),
      invalid: t5(
        'Namnet behöver minst 2 tecken.',
        'Navnet skal have mindst 2 tegn.',
        'Navnet må ha minst 2 tegn.',
        'Nimessä on oltava vähintään 2 merkkiä.',
        'The name needs at least 2 characters.',
      ),
    },
    streetAddress: {
      required: t5(
        'Fyll i din gatuadress.',
        'Udfyld din adresse.',
        'Fyll inn gateadressen din.',
        'Kirjoita katuosoitteesi.',
        'Enter your street address.',
      ),
      invalid: t5(
        'Gatuadressen behöver minst 3 tecken.',
        'Adressen skal have mindst 3 tegn.',
        'Gateadressen må ha minst 3 tegn.',
        'Katuosoitteessa on oltava vähintään 3 merkkiä.',
        'The street address needs at least 3 characters.',
      ),
    },
    postalCode: {
      required: t5(
        'Fyll i ditt postnummer.',
        'Udfyld dit postnummer.',
        'Fyll inn postnummeret ditt.',
        'Kirjoita postinumerosi.',
        'Enter your postal code.',
      ),
      invalid: postalInvalid(market),
    },
    city: {
      required: t5('Fyll i din ort.', 'Udfyld din by.', 'Fyll inn poststed.', 'Kirjoita postitoimipaikka.', 'Enter your city.'),
      invalid: t5(
        'Orten behöver minst 2 tecken.',
        'Byen skal have mindst 2 tegn.',
        'Poststedet må ha minst 2 tegn.',
        'Postitoimipaikassa on oltava vähintään 2 merkkiä.',
        'The city needs at least 2 characters.',
      ),
    },
  };
}
