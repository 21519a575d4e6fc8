import { renderHook } from '@testing-library/react';
import { useCurrentPath } from '@/components/ui/use-current-path';

let router = { asPath: '/', locale: 'sv-SE', defaultLocale: 'sv-SE' };
jest.mock('next/router', () => ({ useRouter: () => router }));

describe("useCurrentPath (a form's returnTo)", () => {
  it("is the path with the locale prefix and the page's own query, without campaign or click-id parameters", () => {
    router = { asPath: '/kategori/x/?utm_source=nl&sort=price_desc&gclid=1#top', locale: 'da-DK', defaultLocale: 'sv-SE' };
    expect(renderHook(() => useCurrentPath()).result.current).toBe('/da-DK/kategori/x/?sort=price_desc');
    router = { asPath: '/?fbclid=x', locale: 'sv-SE', defaultLocale: 'sv-SE' };
    expect(renderHook(() => useCurrentPath()).result.current).toBe('/');
    router = { asPath: '/s/?q=lampa', locale: 'sv-SE', defaultLocale: 'sv-SE' };
    expect(renderHook(() => useCurrentPath()).result.current).toBe('/s/?q=lampa');
  });
});
