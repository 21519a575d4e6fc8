import { consentSettingsHref } from '@/components/footer/footer';

describe("consentSettingsHref (the footer's cookie settings before and without JavaScript)", () => {
  it('is the same page with ?consent=settings, its own query kept', () => {
    expect(consentSettingsHref('/')).toBe('/?consent=settings');
    expect(consentSettingsHref('/fi-FI/kategoria/puhelimet/')).toBe('/fi-FI/kategoria/puhelimet/?consent=settings');
    expect(consentSettingsHref('/kategori/mobil-tillbehor/?sort=price_asc&page=2')).toBe(
      '/kategori/mobil-tillbehor/?sort=price_asc&page=2&consent=settings',
    );
  });

  it('never repeats the parameter', () => {
    expect(consentSettingsHref('/varukorg/?consent=settings')).toBe('/varukorg/?consent=settings');
    expect(consentSettingsHref('/?consent=banner&x=1')).toBe('/?consent=settings&x=1');
  });
});
