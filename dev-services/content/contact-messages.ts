import type { ContactRequest } from '../../services/catalog/content-types';
import type { L10n } from '../lib/locale';
import { t5 } from '../lib/locale';

/** Localized validation messages of the contact form, per field. */
export const CONTACT_FIELD_MESSAGES: Readonly<Record<keyof ContactRequest, L10n>> = {
  kind: t5(
    'Välj typ av ärende.',
    'Vælg type af henvendelse.',
    'Velg type henvendelse.',
    'Valitse yhteydenoton tyyppi.',
    'Choose the kind of request.',
  ),
  name: t5(
    'Ange ditt namn (2–100 tecken).',
    'Angiv dit navn (2–100 tegn).',
    'Skriv inn navnet ditt (2–100 tegn).',
    'Anna nimesi (2–100 merkkiä).',
    'Enter your name (2–100 characters).',
  ),
  email: t5(
    'Ange en giltig e-postadress.',
    'Angiv en gyldig e-mailadresse.',
    'Skriv inn en gyldig e-postadresse.',
    'Anna kelvollinen sähköpostiosoite.',
    'Enter a valid email address.',
  ),
  message: t5(
    'Skriv ett meddelande på 10–2000 tecken.',
    'Skriv en besked på 10–2000 tegn.',
    'Skriv en melding på 10–2000 tegn.',
    'Kirjoita 10–2000 merkin viesti.',
    'Write a message of 10–2000 characters.',
  ),
  orderId: t5(
    'Ange ditt ordernummer, t.ex. NF-12345678.',
    'Angiv dit ordrenummer, f.eks. NF-12345678.',
    'Skriv inn ordrenummeret ditt, f.eks. NF-12345678.',
    'Anna tilausnumerosi, esim. NF-12345678.',
    'Enter your order number, e.g. NF-12345678.',
  ),
};

export const CONTACT_INVALID = t5(
  'Kontrollera de markerade fälten.',
  'Kontrollér de markerede felter.',
  'Kontroller de markerte feltene.',
  'Tarkista merkityt kentät.',
  'Please check the highlighted fields.',
);
