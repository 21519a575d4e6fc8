/**
 * A campaign's period in the shopper's language: "23 november – 30 november", one date for a one-day campaign ("27 november"), and the
 * years when it spans a new year. Days are UTC days. Built from single dates rather than `formatRange`, whose output differs between the
 * server's and the browser's ICU (a hydration mismatch).
 */
export function campaignPeriod(campaign: { startsAt: string; endsAt: string }, locale: string): string {
  const start = new Date(campaign.startsAt);
  const end = new Date(campaign.endsAt);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: sameYear ? undefined : 'numeric',
    timeZone: 'UTC',
  });
  return day(start) === day(end) ? format.format(start) : `${format.format(start)} – ${format.format(end)}`;
}
