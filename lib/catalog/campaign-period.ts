/** "14 november – 12 december" in the shopper's language. */
export function campaignPeriod(campaign: { startsAt: string; endsAt: string }, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return `${format.format(new Date(campaign.startsAt))} – ${format.format(new Date(campaign.endsAt))}`;
}
