const DAY_MS = 86_400_000;

/** Midnight UTC of the given instant: seeded dates are relative to the day, not the second. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** yyyy-mm-dd */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
