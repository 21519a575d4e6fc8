import { campaignPhase, secondsToNextPhase } from '@/lib/catalog/campaign-phase';

// Black Friday 2026: one UTC day, 27 November, as the seed sends it (endsAt is the last millisecond of the day).
const blackFriday = { startsAt: '2026-11-27T00:00:00.000Z', endsAt: '2026-11-27T23:59:59.999Z' };
const at = (iso: string) => Date.parse(iso);

describe('campaignPhase: from the dates, not the status the catalog sent', () => {
  it.each<[string, string, 'running' | 'upcoming' | 'ended']>([
    ['the day before', '2026-11-26T23:59:59.000Z', 'upcoming'],
    ['its first moment', '2026-11-27T00:00:00.000Z', 'running'],
    ['its last moment', '2026-11-27T23:59:59.999Z', 'running'],
    ['the moment after', '2026-11-28T00:00:00.000Z', 'ended'],
  ])('%s', (_, now, phase) => {
    // The catalog's answer said "running" (cached on the day): the dates decide.
    expect(campaignPhase({ ...blackFriday, status: 'running' }, at(now))).toBe(phase);
  });

  it('an evergreen campaign stays evergreen', () => {
    expect(campaignPhase({ ...blackFriday, status: 'evergreen' }, at('2030-01-01T00:00:00Z'))).toBe('evergreen');
  });

  it('unreadable dates keep the status sent', () => {
    expect(campaignPhase({ startsAt: 'soon', endsAt: '', status: 'upcoming' }, at('2026-11-28T00:00:00Z'))).toBe('upcoming');
  });
});

describe('secondsToNextPhase: how long a cache may keep the page', () => {
  it('upcoming: until it starts', () => {
    expect(secondsToNextPhase({ ...blackFriday, status: 'upcoming' }, at('2026-11-26T23:58:00.000Z'))).toBe(120);
  });

  it('running: until just after its last moment', () => {
    expect(secondsToNextPhase({ ...blackFriday, status: 'running' }, at('2026-11-27T23:59:00.000Z'))).toBe(60);
  });

  it('ended or evergreen: no moment ahead', () => {
    expect(secondsToNextPhase({ ...blackFriday, status: 'running' }, at('2026-11-28T10:00:00Z'))).toBeNull();
    expect(secondsToNextPhase({ ...blackFriday, status: 'evergreen' }, at('2026-11-20T10:00:00Z'))).toBeNull();
  });
});
