import { offerBadgeIds } from '@/lib/catalog/deal-badges';

describe('deal badges (lib/catalog/deal-badges.ts)', () => {
  it('keeps every badge of what can be ordered and drops the deal badges of what cannot', () => {
    expect(offerBadgeIds(['top-deal', 'climate-smart', 'free-shipping'], true)).toEqual(['top-deal', 'climate-smart', 'free-shipping']);
    expect(offerBadgeIds(['top-deal', 'climate-smart', 'free-shipping'], false)).toEqual(['climate-smart', 'free-shipping']);
  });
});
