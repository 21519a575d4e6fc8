import { TCString } from '@iabtechlabtcf/core';
import { formMocks } from './form-mocks';
import handler from '@/pages/api/forms/consent';
import { choiceFromTcString } from '@/server/tc-string-consent';

const cookieValue = (cookies: string[], name: string) => {
  const found = cookies.find((c) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1).split(';')[0]!) : undefined;
};

describe('POST /api/forms/consent/ (the consent banner without JavaScript)', () => {
  it('"reject all" stores the compact choice and a TC string with nothing granted, and 303s back to the page', async () => {
    const { req, res } = formMocks('POST', {
      action: 'reject-all',
      returnTo: '/fi-FI/kategoria/mobil-tillbehor/?sort=price-asc',
      locale: 'fi-FI',
    });
    await handler(req, res);
    expect(res.statusCode).toBe(303);
    expect(res.location()).toBe('/fi-FI/kategoria/mobil-tillbehor/?sort=price-asc');
    expect(res.getHeader('Cache-Control')).toBe('no-store');
    const cookies = res.cookies();
    expect(cookieValue(cookies, 'nf_consent')).toBe('1.00000000000.0000');
    expect(cookies.find((c) => c.startsWith('nf_consent='))).toMatch(/Max-Age=31536000; SameSite=Lax/);
    const tc = cookieValue(cookies, 'euconsent-v2')!;
    expect(choiceFromTcString(tc)).toEqual({ purposes: [], vendors: [] });
    expect(TCString.decode(tc).publisherCountryCode).toBe('FI');
  });

  it('"accept all" grants every purpose and vendor in both cookies', async () => {
    const { req, res } = formMocks('POST', { action: 'accept-all', returnTo: '/', locale: 'sv-SE' });
    await handler(req, res);
    expect(res.statusCode).toBe(303);
    expect(cookieValue(res.cookies(), 'nf_consent')).toBe('1.11111111111.1111');
    expect(choiceFromTcString(cookieValue(res.cookies(), 'euconsent-v2')!)?.vendors).toEqual([
      'analytics',
      'marketing',
      'recommendation',
      'affiliate',
    ]);
  });

  it('"save" stores exactly the ticked purposes and vendors; unknown values grant nothing', async () => {
    const { req, res } = formMocks('POST', {
      action: 'save',
      purpose: ['1', '8', '9', '12', 'x'],
      vendor: ['analytics', 'evil'],
      returnTo: '/?consent=settings',
      locale: 'en-US',
    });
    await handler(req, res);
    expect(cookieValue(res.cookies(), 'nf_consent')).toBe('1.10000001100.1000');
    // Back to the page without the settings view.
    expect(res.location()).toBe('/');
  });

  it('"settings" stores nothing and sends the shopper to the same page with the settings view', async () => {
    const { req, res } = formMocks('POST', { action: 'settings', returnTo: '/da-DK/?notice=cart-added', locale: 'da-DK' });
    await handler(req, res);
    expect(res.statusCode).toBe(303);
    expect(res.location()).toBe('/da-DK/?consent=settings');
    expect(res.cookies()).toEqual([]);
  });

  it('without returnTo goes back to the same-site Referer, never to another site', async () => {
    const back = formMocks('POST', { action: 'reject-all', locale: 'sv-SE' }, { referer: 'http://localhost:3000/varukorg/' });
    await handler(back.req, back.res);
    expect(back.res.location()).toBe('/varukorg/');
    for (const returnTo of ['//evil.example/', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const { req, res } = formMocks('POST', { action: 'reject-all', returnTo, locale: 'nb-NO' }, { referer: 'https://evil.example/x' });
      await handler(req, res);
      expect(res.location()).toBe('/nb-NO/');
    }
  });

  it('an invalid action with a dot-segment target stays on this site', async () => {
    for (const returnTo of ['/..//evil.example', '/.%2e//evil.example', '/%2e%2e//evil.example', '/a/../..//evil.example']) {
      const { req, res } = formMocks('POST', { action: 'grant-everything', returnTo, locale: 'da-DK' });
      await handler(req, res);
      expect(res.location()).toBe('/da-DK/?notice=form-invalid');
      const settings = formMocks('POST', { action: 'settings', returnTo, locale: 'da-DK' });
      await handler(settings.req, settings.res);
      expect(settings.res.location()).toBe('/da-DK/?consent=settings');
    }
  });

  it('a missing or unknown action stores nothing and says so on the page', async () => {
    for (const body of [
      { returnTo: '/' },
      { action: 'grant-everything', returnTo: '/' },
      { action: ['accept-all', 'reject-all'], returnTo: '/' },
      undefined,
    ]) {
      const { req, res } = formMocks('POST', body);
      await handler(req, res);
      expect(res.statusCode).toBe(303);
      expect(res.location()).toBe('/?notice=form-invalid');
      expect(res.cookies()).toEqual([]);
    }
  });

  it('answers 405 to another method, 415 to another body type, and stores nothing', async () => {
    const get = formMocks('GET', undefined);
    await handler(get.req, get.res);
    expect(get.res.statusCode).toBe(405);
    expect(get.res.getHeader('Allow')).toBe('POST');
    const json = formMocks('POST', { action: 'accept-all' }, { 'content-type': 'application/json' });
    await handler(json.req, json.res);
    expect(json.res.statusCode).toBe(415);
    expect([...get.res.cookies(), ...json.res.cookies()]).toEqual([]);
  });

  it.each([
    ['another site (Sec-Fetch-Site: cross-site)', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['a sibling site (same-site)', { 'sec-fetch-site': 'same-site', origin: 'https://shop.localhost:3000' }],
    ['a foreign Origin', { 'sec-fetch-site': undefined, origin: 'https://evil.example' }],
    ['Origin null (sandboxed frame)', { 'sec-fetch-site': undefined, origin: 'null' }],
  ])('refuses a POST from %s with 403 and stores nothing', async (_, headers) => {
    const { req, res } = formMocks('POST', { action: 'accept-all', returnTo: '/' }, headers);
    await handler(req, res);
    expect(res.statusCode).toBe(403);
    expect(res.cookies()).toEqual([]);
  });
});
