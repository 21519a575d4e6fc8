// Campaign dates follow the real calendar (Black Friday in late November, one day),
// and each shows "now on" / "coming" / "ended" for today.
import { expect, test } from './support/consent';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchPageHealth } from './support/page-health';
import { CAMPAIGN_RULES, scheduleCampaign, type SeasonalSlug } from '../dev-services/seed/campaign-calendar';
import { startOfUtcDay } from '../dev-services/lib/dates';

const LOCALES = {
  'sv-SE': {
    path: '/kampanj/',
    status: { running: 'Pågår nu', upcoming: 'Kommer snart', ended: 'Avslutad' },
    titles: { 'black-friday': 'Black Friday', 'black-week': 'Black Week', 'xmas-gifts': 'Julklappar', 'winter-deals': 'Vinterfynd' },
    months: ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
    date: (day: number, month: string) => `${day} ${month}`,
  },
  'fi-FI': {
    path: '/fi-FI/kampanja/',
    status: { running: 'Käynnissä nyt', upcoming: 'Tulossa pian', ended: 'Päättynyt' },
    titles: { 'black-friday': 'Black Friday', 'black-week': 'Black Week', 'xmas-gifts': 'Joululahjat', 'winter-deals': 'Talvilöydöt' },
    months: [
      'tammikuuta',
      'helmikuuta',
      'maaliskuuta',
      'huhtikuuta',
      'toukokuuta',
      'kesäkuuta',
      'heinäkuuta',
      'elokuuta',
      'syyskuuta',
      'lokakuuta',
      'marraskuuta',
      'joulukuuta',
    ],
    date: (day: number, month: string) => `${day}. ${month}`,
  },
} as const;

/**
 * The status and period a card shows, from the seed's calendar (its UTC days) and the words above (not the
 * app's formatter): "23 november – 30 november", one date for one day, the years when it spans a new year.
 */
function expected(slug: SeasonalSlug, locale: keyof typeof LOCALES): string {
  const when = scheduleCampaign(CAMPAIGN_RULES[slug], startOfUtcDay(new Date()));
  const { date, months, status } = LOCALES[locale];
  const sameYear = when.start.getUTCFullYear() === when.end.getUTCFullYear();
  const text = (d: Date) => `${date(d.getUTCDate(), months[d.getUTCMonth()] ?? '')}${sameYear ? '' : ` ${d.getUTCFullYear()}`}`;
  const oneDay = when.start.toISOString().slice(0, 10) === when.end.toISOString().slice(0, 10);
  return `${status[when.status]} · ${oneDay ? text(when.start) : `${text(when.start)} – ${text(when.end)}`}`;
}

for (const [locale, text] of Object.entries(LOCALES) as [keyof typeof LOCALES, (typeof LOCALES)[keyof typeof LOCALES]][]) {
  test(`${locale}: the campaign list dates each campaign by the calendar and says whether it is on`, async ({ page }) => {
    const health = watchPageHealth(page);
    await page.goto(text.path);
    for (const [slug, title] of Object.entries(text.titles) as [SeasonalSlug, string][]) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect(card, `${slug} card`).toContainText(expected(slug, locale));
    }
    // Black Friday is one day in late November: one date, never a range in December.
    expect(expected('black-friday', locale)).toMatch(locale === 'sv-SE' ? /· 2\d november$/ : /· 2\d\. marraskuuta$/);
    await health.expectHealthy();
    // Axe once for the campaign list: fi-FI's is the same template with other words (docs/testing.md#what-axe-checks).
    if (locale === 'sv-SE') await expectNoSeriousA11yViolations(page);
  });
}

test('the Black Friday page shows its status and its one day', async ({ page }) => {
  await page.goto('/kampanj/black-friday/');
  await expect(page.getByRole('heading', { level: 1, name: 'Black Friday' })).toBeVisible();
  await expect(page.getByText(expected('black-friday', 'sv-SE'), { exact: true })).toBeVisible();
});
