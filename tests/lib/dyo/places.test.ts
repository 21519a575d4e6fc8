import { fold, formatCoordinates, parseCoordinate, preparePlaces, searchPlaces } from '@/lib/dyo/map/places';
import places from '@/lib/dyo/map/swedish-places.json';

describe('Swedish places', () => {
  it('ships the towns of Sweden', () => {
    expect(places.length).toBeGreaterThan(500);
    expect(places.every((p) => p.lat > 55 && p.lat < 69.1 && p.lng > 10.9 && p.lng < 24.2)).toBe(true);
  });

  it('finds a town without its diacritics, prefix matches first', () => {
    expect(fold('Örebro')).toBe('orebro');
    const found = searchPlaces(places, 'umea');
    expect(found[0]?.n).toBe('Umeå');
    expect(searchPlaces(places, 'malmö').map((p) => p.n)).toContain('Malmö');
  });

  it('needs two letters and caps the results', () => {
    expect(searchPlaces(places, 's')).toEqual([]);
    expect(searchPlaces(places, 'sk', 5)).toHaveLength(5);
  });

  it('folds Danish and Norwegian letters onto the Swedish ones', () => {
    expect(fold('Mølle')).toBe(fold('Mölle'));
    expect(fold('Gøteborg')).toBe('goteborg');
    expect(fold('Næstved')).toBe('naestved');
  });

  it('reads coordinates as a shopper types them, and nothing else', () => {
    expect(parseCoordinate('68,3495')).toBe(68.3495);
    expect(parseCoordinate(' 68.3495° N ')).toBe(68.3495);
    expect(parseCoordinate('18.83 E')).toBe(18.83);
    expect(parseCoordinate('0.25 W')).toBe(-0.25);
    expect(parseCoordinate('-1,5')).toBe(-1.5);
    for (const bad of ['', 'Abisko', '68,3,4', '68.3495 X', '1e3', '12345']) expect(parseCoordinate(bad)).toBeNull();
  });

  it('writes coordinates with hemispheres', () => {
    expect(formatCoordinates(59.3293, 18.0686)).toBe('59.3293° N, 18.0686° E');
    expect(formatCoordinates(-1.5, -0.25)).toBe('1.5000° S, 0.2500° W');
  });
});

describe('searching places as Swedes write them', () => {
  const prepared = preparePlaces(places);
  const names = (query: string) => searchPlaces(prepared, query).map((p) => `${p.n}, ${p.c}`);

  it('knows Göteborg by its Swedish name, with and without ö, and by the exonym', () => {
    expect(names('Göteborg')[0]).toBe('Göteborg, Västra Götaland');
    expect(names('goteborg')[0]).toBe('Göteborg, Västra Götaland');
    expect(names('Gothenburg')[0]).toBe('Göteborg, Västra Götaland');
    expect(prepared.some((p) => p.n === 'Gothenburg')).toBe(false);
  });

  it('ranks the exact match first and lists each place once', () => {
    const lund = names('Lund');
    expect(lund[0]).toBe('Lund, Skåne');
    expect(lund.filter((n) => n === 'Alunda, Uppsala')).toHaveLength(lund.includes('Alunda, Uppsala') ? 1 : 0);
    expect(new Set(lund).size).toBe(lund.length);
    expect(new Set(prepared.map((p) => `${p.n}|${p.c}`)).size).toBe(prepared.length);
  });

  it('ranks larger places first among prefix matches', () => {
    expect(names('sto')[0]).toBe('Stockholm, Stockholm');
    expect(names('upp')[0]).toBe('Uppsala, Uppsala');
  });

  it('handles å, ä and ö in the query and the names', () => {
    expect(names('Åre')[0]).toMatch(/^Åre,/);
    expect(names('are')[0]).toMatch(/^Åre,/);
    expect(names('Älmhult')[0]).toMatch(/^Älmhult,/);
    expect(names('orebro')[0]).toBe('Örebro, Örebro');
    expect(names('ÖREBRO')[0]).toBe('Örebro, Örebro');
  });
});
