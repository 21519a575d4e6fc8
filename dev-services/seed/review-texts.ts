/** Seller review texts by sentiment, aligned across locales (same index = same meaning). */
import type { L10n } from '../lib/locale';
import { t5 } from '../lib/locale';

export const POSITIVE_REVIEWS: readonly L10n[] = [
  t5(
    'Snabb leverans och precis som beskrivet. Handlar gärna igen!',
    'Hurtig levering og præcis som beskrevet. Handler gerne igen!',
    'Rask levering og akkurat som beskrevet. Handler gjerne igjen!',
    'Nopea toimitus ja juuri kuten kuvattiin. Tilaan mielelläni uudestaan!',
    'Fast delivery and exactly as described. Happy to order again!',
  ),
  t5(
    'Väl förpackat och kom fram på två dagar.',
    'Godt pakket og kom frem på to dage.',
    'Godt pakket og kom frem på to dager.',
    'Hyvin pakattu ja perillä kahdessa päivässä.',
    'Well packed and arrived in two days.',
  ),
  t5(
    'Riktigt bra pris, och kundtjänsten svarade direkt på min fråga.',
    'Rigtig god pris, og kundeservice svarede med det samme på mit spørgsmål.',
    'Veldig god pris, og kundeservice svarte med en gang på spørsmålet mitt.',
    'Todella hyvä hinta, ja asiakaspalvelu vastasi kysymykseeni heti.',
    'Really good price, and customer service answered my question right away.',
  ),
  t5(
    'Produkten håller hög kvalitet. Rekommenderas!',
    'Produktet er af høj kvalitet. Kan anbefales!',
    'Produktet holder høy kvalitet. Anbefales!',
    'Tuote on laadukas. Suosittelen!',
    'High-quality product. Recommended!',
  ),
  t5(
    'Smidigt köp från början till slut.',
    'Nemt køb fra start til slut.',
    'Enkelt kjøp fra start til slutt.',
    'Sujuva ostos alusta loppuun.',
    'Smooth purchase from start to finish.',
  ),
  t5(
    'Perfekt present, mottagaren blev jätteglad.',
    'Perfekt gave, modtageren blev rigtig glad.',
    'Perfekt gave, mottakeren ble kjempeglad.',
    'Täydellinen lahja, saaja ilahtui kovasti.',
    'Perfect gift, the recipient was delighted.',
  ),
];

export const MIXED_REVIEWS: readonly L10n[] = [
  t5(
    'Bra produkt men leveransen tog några dagar längre än utlovat.',
    'Godt produkt, men leveringen tog et par dage længere end lovet.',
    'Bra produkt, men leveringen tok noen dager lenger enn lovet.',
    'Hyvä tuote, mutta toimitus kesti muutaman päivän luvattua kauemmin.',
    'Good product but delivery took a few days longer than promised.',
  ),
  t5(
    'Helt okej för priset, inget mer och inget mindre.',
    'Helt okay til prisen, hverken mere eller mindre.',
    'Helt grei for prisen, verken mer eller mindre.',
    'Ihan ok hintaansa nähden, ei sen enempää.',
    'Decent for the price, nothing more, nothing less.',
  ),
  t5(
    'Kartongen var lite skadad men varan klarade sig.',
    'Kassen var lidt skadet, men varen klarede sig.',
    'Esken var litt skadet, men varen klarte seg.',
    'Pahvilaatikko oli vähän kolhiintunut, mutta tuote säilyi ehjänä.',
    'The box was a little damaged but the item was fine.',
  ),
];

export const NEGATIVE_REVIEWS: readonly L10n[] = [
  t5(
    'Fick fel färg och returen tog lång tid.',
    'Fik den forkerte farve, og returneringen tog lang tid.',
    'Fikk feil farge, og returen tok lang tid.',
    'Sain väärän värin ja palautus kesti kauan.',
    'Received the wrong color and the return took a long time.',
  ),
  t5(
    'Leveransen var över en vecka försenad.',
    'Leveringen var over en uge forsinket.',
    'Leveringen var over en uke forsinket.',
    'Toimitus myöhästyi yli viikon.',
    'Delivery was more than a week late.',
  ),
  t5(
    'Produkten motsvarade inte bilderna.',
    'Produktet svarede ikke til billederne.',
    'Produktet svarte ikke til bildene.',
    'Tuote ei vastannut kuvia.',
    'The product did not match the pictures.',
  ),
];

export const REVIEW_AUTHORS: readonly string[] = [
  'Anna',
  'Erik',
  'Maja',
  'Lars',
  'Sofia',
  'Mikael',
  'Ingrid',
  'Johan',
  'Freja',
  'Mads',
  'Sigrid',
  'Ola',
  'Aino',
  'Juha',
  'Elin',
  'Oskar',
  'Kari',
  'Nora',
  'Emil',
  'Liisa',
  'Astrid',
  'Henrik',
  'Saara',
  'Jonas',
];
