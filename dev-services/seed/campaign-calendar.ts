/**
 * Where the seasonal campaigns sit in the real calendar, so the demo is right on any date:
 * Black Friday the day after Thanksgiving, Black Week from its Monday to Cyber Monday,
 * Christmas gifts up to 23 December, and so on. Days are UTC days; a window is inclusive.
 */
import { addDays } from '../lib/dates';

type CampaignStatus = 'running' | 'upcoming' | 'ended';

/** First and last day (UTC midnight) of one occurrence. */
interface CampaignWindow {
  start: Date;
  end: Date;
}

/** The occurrence of a campaign in the season that starts in `year`. */
export type CampaignRule = (year: number) => CampaignWindow;

/** How long an occurrence that just ended stays "ended" before the next one is announced. */
const ENDED_GRACE_DAYS = 30;

const day = (year: number, month: number, date: number): Date => new Date(Date.UTC(year, month - 1, date));

/**
 * Black Friday of `year`: the day after US Thanksgiving (the fourth Thursday of November). Usually
 * the fourth Friday, but the fifth when November starts on a Friday (29 November 2024).
 */
export function blackFriday(year: number): Date {
  const first = day(year, 11, 1);
  const toThursday = (4 - first.getUTCDay() + 7) % 7;
  return addDays(first, toThursday + 21 + 1);
}

export const CAMPAIGN_RULES = {
  'black-friday': (year) => ({ start: blackFriday(year), end: blackFriday(year) }),
  /** Monday before Black Friday to Cyber Monday. */
  'black-week': (year) => ({ start: addDays(blackFriday(year), -4), end: addDays(blackFriday(year), 3) }),
  /** Gift season: the parcels must arrive by Christmas Eve. */
  'xmas-gifts': (year) => ({ start: day(year, 11, 15), end: day(year, 12, 23) }),
  /** Cold season, November to the end of February. */
  'winter-deals': (year) => ({ start: day(year, 11, 1), end: addDays(day(year + 1, 3, 1), -1) }),
  /** The year's best-rated products, in its last month. */
  'yearly-smart-purchases': (year) => ({ start: day(year, 12, 1), end: day(year, 12, 31) }),
  /** The year in review, from Boxing Day into the new year. */
  wrapped: (year) => ({ start: day(year, 12, 26), end: day(year + 1, 1, 15) }),
} satisfies Record<string, CampaignRule>;

export type SeasonalSlug = keyof typeof CAMPAIGN_RULES;

export interface ScheduledCampaign extends CampaignWindow {
  status: CampaignStatus;
}

/**
 * The occurrence a shopper sees on `today` (a UTC midnight): the running one; else one that ended
 * at most ENDED_GRACE_DAYS ago; else the next one.
 */
export function scheduleCampaign(rule: CampaignRule, today: Date): ScheduledCampaign {
  const year = today.getUTCFullYear();
  const windows = [year - 2, year - 1, year, year + 1].map(rule);
  const running = windows.find((w) => w.start <= today && today <= w.end);
  if (running) return { ...running, status: 'running' };
  const graceStart = addDays(today, -ENDED_GRACE_DAYS);
  const ended = windows.filter((w) => w.end < today && w.end >= graceStart).at(-1);
  if (ended) return { ...ended, status: 'ended' };
  const next = windows.find((w) => w.start > today) ?? rule(year + 2);
  return { ...next, status: 'upcoming' };
}

/** The last instant of a window's last day, so its end date reads as that day in any format. */
export function endOfDay(date: Date): Date {
  return new Date(addDays(date, 1).getTime() - 1);
}
