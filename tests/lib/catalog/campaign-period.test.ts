import { campaignPeriod } from '@/lib/catalog/campaign-period';

const period = (startsAt: string, endsAt: string, locale: string) => campaignPeriod({ startsAt, endsAt }, locale);

describe('campaignPeriod', () => {
  it('shows one date for a one-day campaign', () => {
    expect(period('2026-11-27T00:00:00.000Z', '2026-11-27T23:59:59.999Z', 'sv-SE')).toBe('27 november');
    expect(period('2026-11-27T00:00:00.000Z', '2026-11-27T23:59:59.999Z', 'fi-FI')).toBe('27. marraskuuta');
  });

  it('shows a range with its last day (the end is its last millisecond), in the shopper language', () => {
    expect(period('2026-11-23T00:00:00.000Z', '2026-11-30T23:59:59.999Z', 'sv-SE')).toBe('23 november – 30 november');
    expect(period('2026-11-23T00:00:00.000Z', '2026-11-30T23:59:59.999Z', 'da-DK')).toBe('23. november – 30. november');
  });

  it('names the years when a campaign spans the new year', () => {
    expect(period('2026-12-26T00:00:00.000Z', '2027-01-15T23:59:59.999Z', 'sv-SE')).toBe('26 december 2026 – 15 januari 2027');
  });
});
