import { t5 } from '../../lib/locale';
import type { PageDef } from '../page-def';

export const CUSTOMER_SERVICE: PageDef = {
  key: 'customer-service',
  title: t5('Kundservice', 'Kundeservice', 'Kundeservice', 'Asiakaspalvelu', 'Customer service'),
  intro: t5(
    'Här hittar du svar på de vanligaste frågorna. Hittar du inte det du söker är du välkommen att kontakta oss – vi svarar inom ett dygn på vardagar.',
    'Her finder du svar på de mest almindelige spørgsmål. Finder du ikke det, du leder efter, er du velkommen til at kontakte os – vi svarer inden for et døgn på hverdage.',
    'Her finner du svar på de vanligste spørsmålene. Finner du ikke det du leter etter, er du velkommen til å kontakte oss – vi svarer innen ett døgn på hverdager.',
    'Täältä löydät vastaukset yleisimpiin kysymyksiin. Jos et löydä etsimääsi, ota meihin yhteyttä – vastaamme arkisin vuorokauden kuluessa.',
    'Here you will find answers to the most common questions. If you cannot find what you are looking for, contact us: we reply within one working day.',
  ),
  blocks: [
    {
      type: 'faq',
      heading: t5(
        'Vanliga frågor',
        'Ofte stillede spørgsmål',
        'Vanlige spørsmål',
        'Usein kysytyt kysymykset',
        'Frequently asked questions',
      ),
      entries: [
        {
          question: t5(
            'När kommer mitt paket?',
            'Hvornår kommer min pakke?',
            'Når kommer pakken min?',
            'Milloin pakettini saapuu?',
            'When will my parcel arrive?',
          ),
          answer: t5(
            'De flesta paket levereras inom 1–5 arbetsdagar. Leveranstiden för varje produkt står på produktsidan, och du får ett spårningsnummer via e-post när paketet skickats.',
            'De fleste pakker leveres inden for 1–5 hverdage. Leveringstiden for hvert produkt står på produktsiden, og du får et trackingnummer på e-mail, når pakken er sendt.',
            'De fleste pakker leveres innen 1–5 virkedager. Leveringstiden for hvert produkt står på produktsiden, og du får et sporingsnummer på e-post når pakken er sendt.',
            'Useimmat paketit toimitetaan 1–5 arkipäivässä. Kunkin tuotteen toimitusaika näkyy tuotesivulla, ja saat seurantanumeron sähköpostiisi, kun paketti on lähetetty.',
            'Most parcels are delivered within 1–5 working days. The delivery time of each product is shown on its page, and you get a tracking number by email once the parcel has shipped.',
          ),
        },
        {
          question: t5(
            'Hur returnerar jag en vara?',
            'Hvordan returnerer jeg en vare?',
            'Hvordan returnerer jeg en vare?',
            'Miten palautan tuotteen?',
            'How do I return an item?',
          ),
          answer: t5(
            'Du har 30 dagars ångerrätt. Anmäl returen via formuläret för orderfrågor så skickar vi en returetikett. Pengarna betalas tillbaka inom 14 dagar efter att vi tagit emot varan.',
            'Du har 30 dages fortrydelsesret. Anmeld returneringen via formularet for ordrespørgsmål, så sender vi en returlabel. Pengene betales tilbage inden for 14 dage, efter vi har modtaget varen.',
            'Du har 30 dagers angrerett. Meld fra om returen via skjemaet for ordrespørsmål, så sender vi en returetikett. Pengene betales tilbake innen 14 dager etter at vi har mottatt varen.',
            'Sinulla on 30 päivän palautusoikeus. Ilmoita palautuksesta tilauskysymysten lomakkeella, niin lähetämme palautustarran. Rahat palautetaan 14 päivän kuluessa siitä, kun olemme vastaanottaneet tuotteen.',
            'You have a 30-day right of withdrawal. Report the return with the order question form and we will send you a return label. You are refunded within 14 days of us receiving the item.',
          ),
        },
        {
          question: t5(
            'Vilka betalsätt kan jag använda?',
            'Hvilke betalingsmetoder kan jeg bruge?',
            'Hvilke betalingsmåter kan jeg bruke?',
            'Mitä maksutapoja voin käyttää?',
            'Which payment methods can I use?',
          ),
          answer: t5(
            'Du kan betala med kort, Klarna och Swish.',
            'Du kan betale med kort, Klarna og MobilePay.',
            'Du kan betale med kort, Klarna og Vipps.',
            'Voit maksaa kortilla, Klarnalla ja MobilePaylla.',
            'You can pay by card, Klarna and, depending on your country, Swish, MobilePay or Vipps.',
          ),
        },
        {
          question: t5(
            'Kan jag ändra eller avbryta min order?',
            'Kan jeg ændre eller annullere min ordre?',
            'Kan jeg endre eller kansellere ordren min?',
            'Voinko muuttaa tai peruuttaa tilaukseni?',
            'Can I change or cancel my order?',
          ),
          answer: t5(
            'Kontakta oss så snart som möjligt med ditt ordernummer (NF-…). Har ordern inte skickats ännu kan vi oftast ändra eller avbryta den.',
            'Kontakt os hurtigst muligt med dit ordrenummer (NF-…). Er ordren ikke sendt endnu, kan vi som regel ændre eller annullere den.',
            'Kontakt oss så snart som mulig med ordrenummeret ditt (NF-…). Er ordren ikke sendt ennå, kan vi som regel endre eller kansellere den.',
            'Ota meihin yhteyttä mahdollisimman pian ja kerro tilausnumerosi (NF-…). Jos tilausta ei ole vielä lähetetty, voimme yleensä muuttaa tai peruuttaa sen.',
            'Contact us as soon as possible with your order number (NF-…). If the order has not shipped yet we can usually change or cancel it.',
          ),
        },
        {
          question: t5(
            'Vad gäller för renoverade och begagnade produkter?',
            'Hvad gælder for renoverede og brugte produkter?',
            'Hva gjelder for renoverte og brukte produkter?',
            'Mitä kunnostetuista ja käytetyistä tuotteista pitää tietää?',
            'What applies to refurbished and pre-owned products?',
          ),
          answer: t5(
            'Renoverade produkter är testade av certifierade tekniker och har 12 månaders garanti. Begagnade produkter säljs i befintligt skick, som beskrivs på produktsidan, med full ångerrätt.',
            'Renoverede produkter er testet af certificerede teknikere og har 12 måneders garanti. Brugte produkter sælges, som de er, som beskrevet på produktsiden, med fuld fortrydelsesret.',
            'Renoverte produkter er testet av sertifiserte teknikere og har 12 måneders garanti. Brukte produkter selges i den stand de er, som beskrevet på produktsiden, med full angrerett.',
            'Kunnostetut tuotteet on sertifioitujen teknikoiden testaamia, ja niillä on 12 kuukauden takuu. Käytetyt tuotteet myydään tuotesivulla kuvatussa kunnossa, täydellä palautusoikeudella.',
            'Refurbished products are tested by certified technicians and carry a 12-month warranty. Used products are sold as described on the product page, with a full right of withdrawal.',
          ),
        },
      ],
    },
    {
      type: 'links',
      heading: t5('Kontakta oss', 'Kontakt os', 'Kontakt oss', 'Ota yhteyttä', 'Contact us'),
      links: [
        {
          label: t5('Skicka ett meddelande', 'Send en besked', 'Send en melding', 'Lähetä viesti', 'Send a message'),
          href: '/customer-service/contact/',
        },
        {
          label: t5('Fråga om en order', 'Spørg om en ordre', 'Spør om en ordre', 'Kysy tilauksesta', 'Ask about an order'),
          href: '/customer-service/ordercontact/',
        },
        {
          label: t5('Läs säljaromdömen', 'Læs sælgeranmeldelser', 'Les selgeranmeldelser', 'Lue myyjäarvioita', 'Read seller reviews'),
          href: '/seller-reviews/',
        },
      ],
    },
  ],
};
