import type { L10n } from '../lib/locale';
import { t5 } from '../lib/locale';

/** Texts of the embedded checkout form. */
export const CHECKOUT_TEXTS = {
  heading: t5('Leveransuppgifter', 'Leveringsoplysninger', 'Leveringsinformasjon', 'Toimitustiedot', 'Delivery details'),
  note: t5(
    'Testkassa: ingen riktig betalning genomförs.',
    'Testkasse: der gennemføres ingen rigtig betaling.',
    'Testkasse: ingen ekte betaling gjennomføres.',
    'Testikassa: oikeaa maksua ei veloiteta.',
    'Test checkout: no real payment is made.',
  ),
  email: t5('E-postadress', 'E-mailadresse', 'E-postadresse', 'Sähköpostiosoite', 'Email address'),
  fullName: t5('För- och efternamn', 'Fulde navn', 'Fullt navn', 'Etu- ja sukunimi', 'Full name'),
  streetAddress: t5('Gatuadress', 'Adresse', 'Gateadresse', 'Katuosoite', 'Street address'),
  postalCode: t5('Postnummer', 'Postnummer', 'Postnummer', 'Postinumero', 'Postal code'),
  city: t5('Ort', 'By', 'Poststed', 'Postitoimipaikka', 'City'),
  total: t5('Att betala', 'At betale', 'Å betale', 'Maksettavaa', 'To pay'),
  submit: t5('Slutför köp', 'Gennemfør køb', 'Fullfør kjøpet', 'Vahvista tilaus', 'Place order'),
  pending: t5('Skickar …', 'Sender …', 'Sender …', 'Lähetetään …', 'Placing order …'),
  invalid: t5(
    'Kontrollera dina uppgifter och försök igen.',
    'Kontrollér dine oplysninger, og prøv igen.',
    'Kontroller opplysningene dine og prøv igjen.',
    'Tarkista tietosi ja yritä uudelleen.',
    'Please check your details and try again.',
  ),
  conflict: t5(
    'En vara i varukorgen kan tyvärr inte köpas längre. Gå tillbaka till varukorgen.',
    'En vare i kurven kan desværre ikke længere købes. Gå tilbage til kurven.',
    'En vare i handlekurven kan dessverre ikke kjøpes lenger. Gå tilbake til handlekurven.',
    'Jotakin ostoskärryn tuotetta ei valitettavasti voi enää ostaa. Palaa ostoskärryyn.',
    'An item in your cart can no longer be bought. Please go back to the cart.',
  ),
  failed: t5(
    'Något gick fel. Försök igen.',
    'Noget gik galt. Prøv igen.',
    'Noe gikk galt. Prøv igjen.',
    'Jokin meni vikaan. Yritä uudelleen.',
    'Something went wrong. Please try again.',
  ),
} as const satisfies Record<string, L10n>;
