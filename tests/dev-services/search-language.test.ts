/** @jest-environment node */
import { matchQuality } from '@/dev-services/search/match';
import { stem } from '@/dev-services/search/stem';
import { synonyms } from '@/dev-services/search/synonyms';

describe('stems per language', () => {
  it.each([
    ['sv-SE', 'horlurarna', 'horlur'],
    ['sv-SE', 'horlurar', 'horlur'],
    ['da-DK', 'horetelefoner', 'horetelefon'],
    ['da-DK', 'hovedtelefonerne', 'hovedtelefon'],
    ['nb-NO', 'hodetelefonene', 'hodetelefon'],
    ['fi-FI', 'porakoneet', 'porakonee'],
    ['fi-FI', 'kuulokkeita', 'kuulokkeit'],
    ['en-US', 'chargers', 'charger'],
  ] as const)('%s %s → %s', (locale, word, expected) => {
    expect(stem(word, locale)).toBe(expected);
  });

  it('keeps at least four letters and leaves model numbers alone', () => {
    expect(stem('mus', 'sv-SE')).toBe('mus');
    expect(stem('lampa', 'sv-SE')).toBe('lamp');
    expect(stem('iphone15', 'en-US')).toBe('iphone15');
  });

  it('knows a language’s second word for a thing', () => {
    expect(synonyms('hovedtelefoner', 'da-DK')).toEqual(['horetelefoner']);
    expect(synonyms('hovedtelefoner', 'sv-SE')).toEqual([]);
  });
});

describe('a typo in a compound word’s last part', () => {
  it('matches "porakne" to "akkuporakone", but not a short or unrelated word', () => {
    expect(matchQuality('porakne', 'akkuporakone')).toBeGreaterThan(0);
    expect(matchQuality('kaffe', 'akkuporakone')).toBe(0);
    expect(matchQuality('mugg', 'kaffemugg')).toBeGreaterThan(0);
  });
});
