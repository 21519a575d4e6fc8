import { isIgnoredParam, pathWithoutIgnoredParams, withoutIgnoredParams } from '@/lib/ignored-params';

describe('query parameters no page reads (lib/ignored-params.ts)', () => {
  it("are the campaign and click-id parameters, not a page's own", () => {
    for (const name of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'gclid', 'fbclid', 'msclkid', '_gl'])
      expect(isIgnoredParam(name)).toBe(true);
    for (const name of ['q', 'sida', 'sort', 'priceMin', 'utm', 'r', 'gclidx']) expect(isIgnoredParam(name)).toBe(false);
  });

  it('leave a URL without them alone (no copy)', () => {
    expect(withoutIgnoredParams(new URL('http://127.0.0.1:3000/s/?q=utm_source'))).toBeNull();
    expect(withoutIgnoredParams(new URL('http://127.0.0.1:3000/'))).toBeNull();
  });

  it("are taken out of a URL, the page's own parameters stay in their order", () => {
    const clean = withoutIgnoredParams(new URL('http://127.0.0.1:3000/kategori/x/?utm_source=nl&sort=price_desc&gclid=abc&sida=2'));
    expect(clean?.href).toBe('http://127.0.0.1:3000/kategori/x/?sort=price_desc&sida=2');
    expect(withoutIgnoredParams(new URL('http://127.0.0.1:3000/?fbclid=1&utm_medium=social'))?.href).toBe('http://127.0.0.1:3000/');
  });

  it("are taken out of a path for a form's returnTo", () => {
    expect(pathWithoutIgnoredParams('/s/?q=lampa&utm_source=nl')).toBe('/s/?q=lampa');
    expect(pathWithoutIgnoredParams('/?gclid=1')).toBe('/');
    expect(pathWithoutIgnoredParams('/s/?q=a%20b')).toBe('/s/?q=a%20b');
    expect(pathWithoutIgnoredParams('/varukorg/')).toBe('/varukorg/');
  });
});
