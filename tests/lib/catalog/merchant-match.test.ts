import { foldName, matchMerchant } from '@/lib/catalog/merchant-match';

const MERCHANTS = [
  { id: '2001', name: 'Teknikboden', slug: 'teknikboden' },
  { id: '2002', name: 'Dansk Lagersalg', slug: 'dansk-lagersalg' },
  { id: '2003', name: 'Møbelhuset Ærø', slug: 'mobelhuset-aero' },
  { id: '2004', name: 'Teknik & Fritid', slug: 'teknik-fritid' },
];

describe('seller-reviews lookup by name', () => {
  it('folds case, accents, Nordic letters and spacing', () => {
    expect(foldName('  Møbelhuset-ÆRØ ')).toBe('mobelhuset aero');
    expect(foldName('Café Åre')).toBe('cafe are');
  });

  it.each([
    ['Teknikboden', '2001'],
    ['teknikboden', '2001'],
    ['TEKNIKBODEN', '2001'],
    ['Dansk Lagersalg', '2002'],
    ['dansk  lagersalg', '2002'],
    ['dansk-lagersalg', '2002'],
    ['Mobelhuset Aero', '2003'],
    ['møbelhuset ærø', '2003'],
    ['2003', '2003'],
    ['lagers', '2002'],
  ])('"%s" finds %s', (query, id) => {
    expect(matchMerchant(query, MERCHANTS).match?.id).toBe(id);
  });

  it('offers the candidates when a name fits more than one, and none for nothing', () => {
    expect(matchMerchant('teknik', MERCHANTS)).toEqual({ match: null, candidates: [MERCHANTS[0], MERCHANTS[3]] });
    expect(matchMerchant('nobody', MERCHANTS)).toEqual({ match: null, candidates: [] });
    expect(matchMerchant('   ', MERCHANTS)).toEqual({ match: null, candidates: [] });
  });
});
