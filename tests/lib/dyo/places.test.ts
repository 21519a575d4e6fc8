import { fold, formatCoordinates, searchPlaces } from '@/lib/dyo/map/places';
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

  it('writes coordinates with hemispheres', () => {
    expect(formatCoordinates(59.3293, 18.0686)).toBe('59.3293° N, 18.0686° E');
    expect(formatCoordinates(-1.5, -0.25)).toBe('1.5000° S, 0.2500° W');
  });
});
