import { conditionBadges } from '@/lib/catalog/condition-badges';

describe('conditionBadges', () => {
  it.each([
    ['new', []],
    ['refurb', ['refurb']],
    ['used', ['used']],
  ] as const)('%s → %j', (condition, expected) => {
    expect(conditionBadges(condition)).toEqual(expected);
  });
});
