/**
 * Where a campaign stands at `now`, from its own dates rather than the status the catalog sent (a cached answer keeps its status past the
 * start or the end): before `startsAt` it is upcoming, after `endsAt` ended, in between running. An evergreen campaign has no phases.
 */
type CampaignPhase = 'running' | 'upcoming' | 'ended' | 'evergreen';

interface Dated {
  status: CampaignPhase;
  startsAt: string;
  endsAt: string;
}

export function campaignPhase(campaign: Dated, now: number = Date.now()): CampaignPhase {
  if (campaign.status === 'evergreen') return 'evergreen';
  const start = Date.parse(campaign.startsAt);
  const end = Date.parse(campaign.endsAt);
  if (Number.isNaN(start) || Number.isNaN(end)) return campaign.status;
  if (now < start) return 'upcoming';
  return now > end ? 'ended' : 'running';
}

/**
 * Whole seconds until the campaign's page changes by itself (an upcoming campaign opens, a running one ends), or null when no date of it
 * lies ahead. A cache keeps the page at most this long.
 */
export function secondsToNextPhase(campaign: Dated, now: number = Date.now()): number | null {
  const phase = campaignPhase(campaign, now);
  const next = phase === 'upcoming' ? Date.parse(campaign.startsAt) : phase === 'running' ? Date.parse(campaign.endsAt) + 1 : NaN;
  return Number.isNaN(next) ? null : Math.max(0, Math.floor((next - now) / 1000));
}
