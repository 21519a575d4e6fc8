import { crossSiteVerdict, isOwnOrigin } from '@/server/api-handlers/same-origin';

const SITE = 'https://www.nordfynd.se';
const json = { 'content-type': 'application/json', host: 'www.nordfynd.se' };

describe('cross-site rules of the API routes that change something', () => {
  it.each<[string, string, Record<string, string>, true | 403 | 415]>([
    ['a same-origin fetch (Origin and Sec-Fetch-Site)', 'POST', { ...json, origin: SITE, 'sec-fetch-site': 'same-origin' }, true],
    ['JSON with a charset', 'PUT', { ...json, 'content-type': 'application/json; charset=utf-8', origin: SITE }, true],
    ['a user-initiated request (Sec-Fetch-Site: none)', 'POST', { ...json, 'sec-fetch-site': 'none' }, true],
    [
      'Origin matching the Host behind another site URL',
      'POST',
      { ...json, host: 'app-1.internal:3000', origin: 'http://app-1.internal:3000' },
      true,
    ],
    ['neither Origin nor Sec-Fetch-Site (a script or another server)', 'POST', json, true],
    ['a DELETE without a body from our page', 'DELETE', { host: 'www.nordfynd.se', origin: SITE, 'sec-fetch-site': 'same-origin' }, true],
    ['a GET from anywhere (reads change nothing)', 'GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, true],
    [
      'a cross-site form post (urlencoded)',
      'POST',
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      415,
    ],
    ['a text/plain form post', 'POST', { 'content-type': 'text/plain', host: 'www.nordfynd.se' }, 415],
    ['multipart', 'POST', { 'content-type': 'multipart/form-data; boundary=x', host: 'www.nordfynd.se' }, 415],
    ['no content type', 'PUT', { host: 'www.nordfynd.se' }, 415],
    ['JSON from another origin', 'POST', { ...json, origin: 'https://evil.example' }, 403],
    [
      'JSON from a sibling subdomain (same-site is not same-origin)',
      'POST',
      { ...json, origin: 'https://evil.nordfynd.se', 'sec-fetch-site': 'same-site' },
      403,
    ],
    ['Sec-Fetch-Site cross-site without Origin', 'POST', { ...json, 'sec-fetch-site': 'cross-site' }, 403],
    ['Origin: null (sandboxed frame, data: URL)', 'POST', { ...json, origin: 'null' }, 403],
    ['a DELETE from another origin', 'DELETE', { host: 'www.nordfynd.se', origin: 'https://evil.example' }, 403],
    ["the site's host on another scheme is another origin", 'POST', { ...json, origin: 'http://www.nordfynd.se' }, 403],
    [
      'the Host on https when the app answers it on http',
      'POST',
      { ...json, host: 'app-1.internal:3000', origin: 'https://app-1.internal:3000' },
      403,
    ],
    ['the Host on another port', 'POST', { ...json, host: 'app-1.internal:3000', origin: 'http://app-1.internal:3001' }, 403],
  ])('%s', (_, method, headers, expected) => {
    const verdict = crossSiteVerdict({ method, headers }, SITE);
    if (expected === true) expect(verdict).toEqual({ ok: true });
    else expect(verdict).toMatchObject({ ok: false, status: expected });
  });

  it('compares origins exactly, not by prefix', () => {
    expect(isOwnOrigin('https://www.nordfynd.se.evil.example', 'www.nordfynd.se', SITE)).toBe(false);
    expect(isOwnOrigin('javascript:alert(1)', 'www.nordfynd.se', SITE)).toBe(false);
    expect(isOwnOrigin(SITE, undefined, SITE)).toBe(true);
  });

  it('compares scheme, host and port', () => {
    expect(isOwnOrigin('http://127.0.0.1:3300', '127.0.0.1:3300', 'http://127.0.0.1:3300')).toBe(true);
    expect(isOwnOrigin('https://127.0.0.1:3300', '127.0.0.1:3300', 'http://127.0.0.1:3300')).toBe(false);
    expect(isOwnOrigin('http://127.0.0.1:3301', '127.0.0.1:3300', 'http://127.0.0.1:3300')).toBe(false);
    expect(isOwnOrigin('https://www.nordfynd.se:443', 'www.nordfynd.se', SITE)).toBe(true);
    expect(isOwnOrigin('http://localhost', 'localhost:80', undefined)).toBe(true);
  });
});
