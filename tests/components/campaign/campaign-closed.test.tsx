import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { CampaignClosed } from '@/components/campaign/campaign-closed';
import type { Locale } from '@/lib/locales';
import { theme } from '@/styles/theme';
import { i18nWith } from '../../helpers/render';

let locale: Locale = 'sv-SE';
jest.mock('next/router', () => ({
  useRouter: () => ({ locale, asPath: '/', query: {}, push: jest.fn(), prefetch: jest.fn(() => Promise.resolve()) }),
}));

const blackFriday = { title: 'Black Friday', startsAt: '2026-11-27T00:00:00.000Z', endsAt: '2026-11-27T23:59:59.999Z', articleCount: 30 };
const wrapped = { title: 'Wrapped', startsAt: '2026-12-26T00:00:00.000Z', endsAt: '2027-01-15T23:59:59.999Z', articleCount: 24 };

function renderClosed(lng: Locale, phase: 'ended' | 'upcoming') {
  locale = lng;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const i18n = i18nWith(lng, { catalog: require(`@/public/locales/${lng}/catalog.json`) as Record<string, unknown> });
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CampaignClosed campaign={phase === 'ended' ? blackFriday : wrapped} phase={phase} locale={lng} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('CampaignClosed', () => {
  it.each([
    [
      'sv-SE',
      'Den här kampanjen är slut',
      'Black Friday pågick 27 november. Erbjudandena gäller inte längre.',
      'Se pågående kampanjer',
      '/kampanj/',
    ],
    [
      'en-US',
      'This campaign has ended',
      'Black Friday ran November 27. Its offers no longer apply.',
      'See current campaigns',
      '/en-US/campaign/',
    ],
  ] as const)('ended, %s: says so, when it ran, and links to the current campaigns', (lng, title, lead, link, href) => {
    renderClosed(lng, 'ended');
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(screen.getByText(lead)).toBeVisible();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
    expect(screen.getByRole('region', { name: title })).toBeVisible();
  });

  it.each([
    ['fi-FI', 'Alkaa 26. joulukuuta', '24 tuotetta kampanjahintaan, kun kampanja alkaa. Tervetuloa silloin takaisin!'],
    ['da-DK', 'Starter 26. december', '24 produkter til kampagnepris, når kampagnen starter. Kig forbi igen da!'],
  ] as const)('upcoming, %s: when it starts and what it brings, no product', (lng, title, lead) => {
    renderClosed(lng, 'upcoming');
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(screen.getByText(lead)).toBeVisible();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
