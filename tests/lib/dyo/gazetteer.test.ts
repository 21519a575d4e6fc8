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
    expect(gazetteer.length).toBe(2830);
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

  it.each([
    ['Abisko', 'Abisko', 'SE', 68.348, 18.831],
    ['Kilpisjärvi', 'Kilpisjärvi', 'FI', 69.047, 20.796],
    ['Nuorgam', 'Nuorgam', 'FI', 70.081, 27.868],
    ['Karesuando', 'Karesuando', 'SE', 68.442, 22.479],
    ['Gäddede', 'Gäddede', 'SE', 64.501, 14.142],
    ['Treriksröset', 'Treriksröset', 'SE', 69.06, 20.549],
    ['Riksgränsen', 'Riksgränsen', 'SE', 68.426, 18.126],
    ['Björkliden', 'Björkliden', 'SE', 68.406, 18.686],
    // Their Sámi, Finnish and Norwegian names, and typed without diacritics.
    ['Gilbbesjávri', 'Kilpisjärvi', 'FI', 69.047, 20.796],
    ['Njuorggán', 'Nuorgam', 'FI', 70.081, 27.868],
    ['Kaaresuvanto', 'Karesuando', 'SE', 68.442, 22.479],
    ['Gárasavvon', 'Karesuando', 'SE', 68.442, 22.479],
    ['Ábeskovvu', 'Abisko', 'SE', 68.348, 18.831],
    ['Tjeedtege', 'Gäddede', 'SE', 64.501, 14.142],
    ['Treriksrøysa', 'Treriksröset', 'SE', 69.06, 20.549],
    ['Kolmen valtakunnan rajapyykki', 'Treriksröset', 'SE', 69.06, 20.549],
    ['kilpisjarvi', 'Kilpisjärvi', 'FI', 69.047, 20.796],
    ['gaddede', 'Gäddede', 'SE', 64.501, 14.142],
  ])('finds %s, a place under 500 inhabitants, as %s (%s)', (query, name, country, lat, lng) => {
    expect(first(query)).toMatchObject({ n: name, k: country });
    expect(first(query)!.lat).toBeCloseTo(lat, 2);
    expect(first(query)!.lng).toBeCloseTo(lng, 2);
  });

  it('finds nothing for a place in no list (Nikkaluokta)', () => {
    expect(searchGazetteer('Nikkaluokta')).toEqual([]);
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
