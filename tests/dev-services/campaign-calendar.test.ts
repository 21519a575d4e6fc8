/** @jest-environment node */
import { blackFriday, CAMPAIGN_RULES, scheduleCampaign, type SeasonalSlug } from '@/dev-services/seed/campaign-calendar';
import { buildCampaigns } from '@/dev-services/seed/campaigns';
import { heroCampaign } from '@/dev-services/handlers/start';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const on = (date: string) => new Date(`${date}T00:00:00Z`);

function seen(slug: SeasonalSlug, today: string) {
  const s = scheduleCampaign(CAMPAIGN_RULES[slug], on(today));
  return `${s.status} ${iso(s.start)}..${iso(s.end)}`;
}

describe('campaign calendar', () => {
  it('puts Black Friday on the day after the fourth Thursday of November', () => {
    expect(iso(blackFriday(2024))).toBe('2024-11-29');
    expect(iso(blackFriday(2025))).toBe('2025-11-28');
    expect(iso(blackFriday(2026))).toBe('2026-11-27');
    expect(iso(blackFriday(2030))).toBe('2030-11-29');
    expect(iso(blackFriday(2027))).toBe('2027-11-26');
    for (let year = 2020; year < 2040; year++) expect(blackFriday(year).getUTCDay()).toBe(5);
  });

  it('a week before Black Friday: Black Friday and Black Week are coming, the Christmas gifts are on', () => {
    expect(seen('black-friday', '2026-11-22')).toBe('upcoming 2026-11-27..2026-11-27');
    expect(seen('black-week', '2026-11-22')).toBe('upcoming 2026-11-23..2026-11-30');
    expect(seen('xmas-gifts', '2026-11-22')).toBe('running 2026-11-15..2026-12-23');
    expect(seen('winter-deals', '2026-11-22')).toBe('running 2026-11-01..2027-02-28');
    expect(seen('wrapped', '2026-11-22')).toBe('upcoming 2026-12-26..2027-01-15');
  });

  it('on Black Friday both it and Black Week are on; on Cyber Monday Black Friday has ended', () => {
    expect(seen('black-friday', '2026-11-27')).toBe('running 2026-11-27..2026-11-27');
    expect(seen('black-week', '2026-11-27')).toBe('running 2026-11-23..2026-11-30');
    expect(seen('black-friday', '2026-11-30')).toBe('ended 2026-11-27..2026-11-27');
    expect(seen('black-week', '2026-12-01')).toBe('ended 2026-11-23..2026-11-30');
  });

  it('Christmas gifts end before Christmas Eve', () => {
    expect(seen('xmas-gifts', '2026-12-23')).toBe('running 2026-11-15..2026-12-23');
    expect(seen('xmas-gifts', '2026-12-24')).toBe('ended 2026-11-15..2026-12-23');
  });

  it('around new year: Wrapped spans it, last year’s campaigns are over, next Black Friday is announced', () => {
    expect(seen('wrapped', '2026-12-31')).toBe('running 2026-12-26..2027-01-15');
    expect(seen('wrapped', '2027-01-01')).toBe('running 2026-12-26..2027-01-15');
    expect(seen('yearly-smart-purchases', '2027-01-01')).toBe('ended 2026-12-01..2026-12-31');
    expect(seen('black-friday', '2027-01-01')).toBe('upcoming 2027-11-26..2027-11-26');
    expect(seen('winter-deals', '2027-01-01')).toBe('running 2026-11-01..2027-02-28');
    expect(seen('winter-deals', '2028-02-29')).toBe('running 2027-11-01..2028-02-29');
  });

  it('in summer nothing seasonal runs and everything is coming', () => {
    for (const slug of Object.keys(CAMPAIGN_RULES) as SeasonalSlug[]) expect(seen(slug, '2026-07-01')).toMatch(/^upcoming 2026-/);
  });
});

describe('seeded campaigns', () => {
  const heroOn = (date: string) => heroCampaign(buildCampaigns([], on(date), { top: () => '', sub: () => '' }))?.slug;

  it('dates and statuses follow the calendar, the last day ending at midnight', () => {
    const campaigns = buildCampaigns([], on('2026-11-22'), { top: () => '', sub: () => '' });
    const bf = campaigns.find((c) => c.slug === 'black-friday');
    expect(bf).toMatchObject({ status: 'upcoming', startsAt: '2026-11-27T00:00:00.000Z', endsAt: '2026-11-27T23:59:59.999Z' });
    expect(campaigns.find((c) => c.slug === 'top-bargains')?.status).toBe('evergreen');
  });

  it('the start-page hero is the most specific running campaign, or the evergreen one', () => {
    expect(heroOn('2026-11-27')).toBe('black-friday');
    expect(heroOn('2026-11-24')).toBe('black-week');
    expect(heroOn('2026-12-10')).toBe('yearly-smart-purchases');
    expect(heroOn('2026-07-01')).toBe('top-bargains');
  });
});
