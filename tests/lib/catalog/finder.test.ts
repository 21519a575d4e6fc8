import { parseDiscoverQuery, parseFinderQuery } from '@/lib/catalog/finder';
import { discoverRequests, finderRequest } from '@/services/catalog/requests';

describe('finder query', () => {
  it('drops unknown values and waits for an answer', () => {
    const state = parseFinderQuery({ category: '<script>', budget: ['x'], condition: 'broken' });
    expect(state).toEqual({ category: null, budget: null, condition: null });
    expect(finderRequest(state, 'SEK')).toBeNull();
  });

  it('narrows by category, budget (per currency) and condition', () => {
    const state = parseFinderQuery({ category: 'toys', budget: 'mid', condition: 'refurb' });
    expect(finderRequest(state, 'SEK')).toMatchObject({ category: 'toys', condition: 'refurb', priceMin: '300', priceMax: '1500' });
    expect(finderRequest(state, 'EUR')).toMatchObject({ priceMin: '30', priceMax: '150' });
  });

  it('discover asks one query per category of the recipient', () => {
    const state = parseDiscoverQuery({ recipient: 'outdoor-person', budget: 'low' });
    expect(discoverRequests(state, 'SEK').map((r) => [r.category, r.priceMax])).toEqual([
      ['sport-outdoors', '300'],
      ['garden', '300'],
    ]);
    expect(discoverRequests(parseDiscoverQuery({ recipient: 'toString' }), 'SEK')).toEqual([]);
  });
});
