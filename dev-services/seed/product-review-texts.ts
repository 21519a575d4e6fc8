/**
 * Product review texts by sentiment, aligned across locales (same index = same meaning): a title and a
 * text that fit any product (the seed combines them per review, so neighbours rarely repeat).
 */
import type { L10n } from '../lib/locale';
import { t5 } from '../lib/locale';

export interface ReviewText {
  title: L10n;
  text: L10n;
}

const r = (title: L10n, text: L10n): ReviewText => ({ title, text });

export const POSITIVE_PRODUCT_REVIEWS: readonly ReviewText[] = [
  r(
    t5('Över förväntan', 'Over forventning', 'Over forventning', 'Yli odotusten', 'Better than expected'),
    t5(
      'Känns betydligt dyrare än den var. Har använt den varje dag i tre veckor och är fortfarande lika nöjd.',
      'Føles meget dyrere, end den var. Har brugt den hver dag i tre uger og er stadig lige så glad.',
      'Føles mye dyrere enn den var. Har brukt den hver dag i tre uker og er like fornøyd.',
      'Tuntuu paljon kalliimmalta kuin oli. Olen käyttänyt sitä joka päivä kolme viikkoa ja olen yhä yhtä tyytyväinen.',
      'Feels a lot more expensive than it was. I have used it every day for three weeks and am still just as happy.',
    ),
  ),
  r(
    t5('Precis som beskrivet', 'Præcis som beskrevet', 'Akkurat som beskrevet', 'Juuri kuten kuvattiin', 'Exactly as described'),
    t5(
      'Stämmer med bilderna och beskrivningen, bra finish och inga konstigheter. Kom fram på två dagar.',
      'Passer med billederne og beskrivelsen, flot finish og ingen overraskelser. Kom frem på to dage.',
      'Stemmer med bildene og beskrivelsen, fin finish og ingen overraskelser. Kom frem på to dager.',
      'Vastaa kuvia ja kuvausta, siisti viimeistely eikä yllätyksiä. Perillä kahdessa päivässä.',
      'Matches the pictures and the description, a nice finish and no surprises. Arrived in two days.',
    ),
  ),
  r(
    t5('Prisvärt och stabilt', 'Prisvenligt og solidt', 'Prisgunstig og solid', 'Edullinen ja tukeva', 'Great value, solid build'),
    t5(
      'För det här priset hade jag inte väntat mig så bra kvalitet. Stadig, väl genomtänkt och lätt att hålla ren.',
      'Til den pris havde jeg ikke ventet så god kvalitet. Solid, gennemtænkt og nem at holde ren.',
      'For denne prisen hadde jeg ikke ventet så god kvalitet. Solid, gjennomtenkt og lett å holde ren.',
      'Tähän hintaan en odottanut näin hyvää laatua. Tukeva, harkittu ja helppo pitää puhtaana.',
      'I did not expect this quality at this price. Sturdy, well thought out and easy to keep clean.',
    ),
  ),
  r(
    t5('Rekommenderas', 'Kan anbefales', 'Anbefales', 'Suosittelen', 'Recommended'),
    t5(
      'Köpte en till min syster också efter att ha testat min egen. Enkel att komma igång med, inga manualer behövdes.',
      'Købte også en til min søster efter at have prøvet min egen. Nem at komme i gang med, ingen manual nødvendig.',
      'Kjøpte en til søsteren min også etter å ha testet min egen. Lett å komme i gang med, trengte ingen bruksanvisning.',
      'Ostin toisen siskolleni kokeiltuani omaani. Helppo ottaa käyttöön, ohjeita ei tarvittu.',
      'Bought one for my sister too after trying my own. Easy to get started with, no manual needed.',
    ),
  ),
  r(
    t5('Bra köp', 'Godt køb', 'Godt kjøp', 'Hyvä ostos', 'Good buy'),
    t5(
      'Gör exakt det den ska och ser snygg ut. Förpackningen var plastfri, vilket var ett plus.',
      'Gør præcis, hvad den skal, og ser flot ud. Emballagen var plastfri, hvilket var et plus.',
      'Gjør akkurat det den skal og ser fin ut. Emballasjen var plastfri, noe som var et pluss.',
      'Tekee juuri sen mitä pitää ja näyttää hyvältä. Pakkaus oli muoviton, mikä oli plussaa.',
      'Does exactly what it should and looks good. The packaging was plastic-free, which was a plus.',
    ),
  ),
  r(
    t5('Perfekt present', 'Perfekt gave', 'Perfekt gave', 'Täydellinen lahja', 'Perfect gift'),
    t5(
      'Gav bort den i födelsedagspresent och den blev mycket uppskattad. Kändes genomarbetad hela vägen.',
      'Gav den i fødselsdagsgave, og den blev meget værdsat. Føltes gennemarbejdet hele vejen.',
      'Ga den bort i bursdagsgave, og den ble veldig godt mottatt. Føltes gjennomarbeidet hele veien.',
      'Annoin sen syntymäpäivälahjaksi ja se otettiin ilolla vastaan. Tuntui huolella tehdyltä.',
      'Gave it as a birthday present and it was much appreciated. Felt well made throughout.',
    ),
  ),
  r(
    t5('Håller måttet', 'Holder hvad den lover', 'Holder mål', 'Pitää lupauksensa', 'Lives up to it'),
    t5(
      'Har haft den i ett halvår nu och den ser fortfarande ny ut. Skulle köpa igen utan att tveka.',
      'Har haft den i et halvt år nu, og den ser stadig ny ud. Ville købe igen uden tøven.',
      'Har hatt den i et halvt år nå, og den ser fortsatt ny ut. Ville kjøpt igjen uten å nøle.',
      'Ollut käytössä puoli vuotta ja näyttää yhä uudelta. Ostaisin uudelleen epäröimättä.',
      'I have had it for six months now and it still looks new. Would buy again without hesitation.',
    ),
  ),
];

export const MIXED_PRODUCT_REVIEWS: readonly ReviewText[] = [
  r(
    t5('Okej för priset', 'Okay til prisen', 'Grei for prisen', 'Ok hintaansa nähden', 'Fine for the price'),
    t5(
      'Fungerar bra, men materialet känns lite enklare än på bilderna. För priset är det ändå helt rimligt.',
      'Fungerer fint, men materialet føles lidt billigere end på billederne. Til prisen er det dog helt rimeligt.',
      'Fungerer bra, men materialet føles litt enklere enn på bildene. For prisen er det likevel helt greit.',
      'Toimii hyvin, mutta materiaali tuntuu hieman halvemmalta kuin kuvissa. Hintaansa nähden ihan kohtuullinen.',
      'Works well, but the material feels a little cheaper than in the pictures. Still perfectly reasonable for the price.',
    ),
  ),
  r(
    t5('Bra men inte perfekt', 'God, men ikke perfekt', 'Bra, men ikke perfekt', 'Hyvä mutta ei täydellinen', 'Good but not perfect'),
    t5(
      'Gör sitt jobb, men färgen var något mörkare än jag trodde. Leveransen gick snabbt.',
      'Gør sit arbejde, men farven var lidt mørkere, end jeg troede. Leveringen gik hurtigt.',
      'Gjør jobben, men fargen var litt mørkere enn jeg trodde. Leveringen gikk raskt.',
      'Ajaa asiansa, mutta väri oli hieman tummempi kuin luulin. Toimitus oli nopea.',
      'Does the job, but the color was a bit darker than I thought. Delivery was quick.',
    ),
  ),
  r(
    t5('Helt okej', 'Helt fin', 'Helt grei', 'Ihan ok', 'It is alright'),
    t5(
      'Inget fel på den, men inget som sticker ut heller. Instruktionerna kunde ha varit tydligare.',
      'Intet galt med den, men heller intet, der skiller sig ud. Vejledningen kunne have været tydeligere.',
      'Ingenting feil med den, men ingenting som skiller seg ut heller. Bruksanvisningen kunne vært tydeligere.',
      'Ei siinä mitään vikaa, mutta ei mitään erityistäkään. Ohjeet olisivat voineet olla selkeämmät.',
      'Nothing wrong with it, but nothing stands out either. The instructions could have been clearer.',
    ),
  ),
];

export const NEGATIVE_PRODUCT_REVIEWS: readonly ReviewText[] = [
  r(
    t5('Inte som väntat', 'Ikke som ventet', 'Ikke som ventet', 'Ei vastannut odotuksia', 'Not what I expected'),
    t5(
      'Kvaliteten motsvarade inte bilderna och en detalj lossnade efter en vecka. Returen gick dock smidigt.',
      'Kvaliteten svarede ikke til billederne, og en detalje gik løs efter en uge. Returneringen gik dog nemt.',
      'Kvaliteten svarte ikke til bildene, og en detalj løsnet etter en uke. Returen gikk likevel greit.',
      'Laatu ei vastannut kuvia ja yksi osa irtosi viikossa. Palautus sujui kuitenkin helposti.',
      'The quality did not match the pictures and a part came loose after a week. The return was easy, though.',
    ),
  ),
  r(
    t5('Besviken', 'Skuffet', 'Skuffet', 'Pettynyt', 'Disappointed'),
    t5(
      'Kom med en repa och kändes sliten redan från början. Hade hoppats på mer.',
      'Kom med en ridse og føltes slidt allerede fra starten. Havde håbet på mere.',
      'Kom med en ripe og føltes slitt allerede fra starten. Hadde håpet på mer.',
      'Saapui naarmuuntuneena ja tuntui kuluneelta heti alusta. Odotin enemmän.',
      'Arrived with a scratch and felt worn from the start. I had hoped for more.',
    ),
  ),
];
