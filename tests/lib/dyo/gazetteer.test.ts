/**
 * The map engine's gazetteer (GeoNames cities500 for the Nordic countries, searched on the server): the small
 * coastal places the 1000-inhabitant list missed, ranking by population, the spellings of the four languages and
 * English, nothing for a place too small for the list, and every named coastal pin on the land the map draws.
 */
import { geoContains } from 'd3-geo';
import type { Feature, FeatureCollection } from 'geojson';
import { searchGazetteer } from '@/server/dyo/gazetteer';
import gazetteer from '@/lib/dyo/map/nordic-gazetteer.json';
import outlineData from '@/lib/dyo/map/nordic-outline.json';

const OUTLINE = outlineData as unknown as FeatureCollection;
const first = (query: string) => searchGazetteer(query)[0];

describe('the gazetteer', () => {
  it('ships the cities500 places of Sweden, Norway, Denmark, Finland and Åland, largest first', () => {
    const countries = new Set(gazetteer.map((p) => p.k));
    expect([...countries].sort()).toEqual(['AX', 'DK', 'FI', 'NO', 'SE']);
    expect(gazetteer.filter((p) => p.k === 'SE').length).toBeGreaterThan(1200);
    expect(gazetteer[0]!.n).toBe('Stockholm');
  });

  it.each([
    ['Fjällbacka', 'Västra Götaland'],
    ['Kivik', 'Skåne'],
    ['Mölle', 'Skåne'],
    ['Smögen', 'Västra Götaland'],
  ])('finds %s (%s), also typed without diacritics', (name, county) => {
    expect(first(name)).toMatchObject({ n: name, c: county, k: 'SE' });
    expect(first(name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))).toMatchObject({ n: name });
  });

  it('ranks by population: the larger place first among prefix matches', () => {
    expect(first('sto')?.n).toBe('Stockholm');
    expect(searchGazetteer('hels').map((p) => p.n)).toEqual(['Helsinki', 'Helsingborg', 'Helsingør', 'Helsinge']);
    expect(
      searchGazetteer('kiv')
        .map((p) => p.n)
        .slice(0, 2),
    ).toEqual(['Kivijärvi', 'Kivik']);
  });

  it.each([
    ['Köpenhamn', 'København'],
    ['Copenhagen', 'København'],
    ['Kobenhavn', 'København'],
    ['Helsingfors', 'Helsinki'],
    ['Åbo', 'Turku'],
    ['Gothenburg', 'Göteborg'],
    ['Gøteborg', 'Göteborg'],
    ['Mølle', 'Mölle'],
    ['tromso', 'Tromsø'],
    ['Aarhus', 'Aarhus'],
    ['Elsinore', 'Helsingør'],
  ])('knows the Swedish, Danish, Norwegian, Finnish and English spelling %s as %s', (query, name) => {
    expect(first(query)?.n).toBe(name);
  });

  it('finds nothing for a place too small for the list (Abisko, 85 inhabitants)', () => {
    expect(searchGazetteer('Abisko')).toEqual([]);
  });
});

describe('pins on land', () => {
  const land = OUTLINE.features as Feature[];
  const onLand = (lng: number, lat: number) => land.some((f) => geoContains(f, [lng, lat]));

  it.each([
    'Smögen',
    'Fjällbacka',
    'Kivik',
    'Mölle',
    'Grebbestad',
    'Skanör med Falsterbo',
    'Ystad',
    'Simrishamn',
    'Lysekil',
    'Tromsø',
    'Helsingør',
    'Skagen',
    'Visby',
  ])('%s stands on the land the map draws, with land 0.5 km round it', (name) => {
    const place = gazetteer.find((p) => p.n === name);
    expect(place).toBeDefined();
    const { lat, lng } = place!;
    expect(onLand(lng, lat)).toBe(true);
    const d = 0.5 / 111.2;
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4;
      expect(onLand(lng + (Math.cos(a) * d) / Math.cos((lat * Math.PI) / 180), lat + Math.sin(a) * d)).toBe(true);
    }
  });
});
