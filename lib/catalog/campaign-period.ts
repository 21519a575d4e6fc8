/**
 * A campaign's period in the shopper's language: "23–30 november", one date for a one-day
 * campaign ("27 november"), and the years when it spans a new year. Days are UTC days.
 */
export function campaignPeriod(campaign: { startsAt: string; endsAt: string }, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return format.formatRange(new Date(campaign.startsAt), new Date(campaign.endsAt));
}
