import { isOwnDesignImageUrl } from '@/server/api-handlers/design-image-url';

const origins = { designServiceUrl: 'https://design.nordfynd.se/api/', siteUrl: 'https://www.nordfynd.se' };

describe("dyoImageUrl: only the preview of the line's own design, from us", () => {
  it.each([
    ["our API's path, as POST /api/dyo/designs/ answers it", '/api/dyo/designs/D1/preview.png'],
    ['the same on our site', 'https://www.nordfynd.se/api/dyo/designs/D1/preview.png'],
    ["the design service's own URL (with its path prefix)", 'https://design.nordfynd.se/api/dyo/v1/designs/D1/preview.png'],
  ])('accepts %s', (_, url) => {
    expect(isOwnDesignImageUrl(url, 'D1', origins)).toBe(true);
  });

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['a data: URL', 'data:image/png;base64,AAAA'],
    ['another host', 'https://evil.example/api/dyo/designs/D1/preview.png'],
    ['a host that merely starts like ours', 'https://www.nordfynd.se.evil.example/api/dyo/designs/D1/preview.png'],
    ["another design's image", '/api/dyo/designs/D2/preview.png'],
    ['the print file', '/api/dyo/designs/D1/print.png'],
    ['a query string', 'https://www.nordfynd.se/api/dyo/designs/D1/preview.png?x=1'],
    ['credentials', 'https://a:b@www.nordfynd.se/api/dyo/designs/D1/preview.png'],
    ['a protocol-relative URL', '//evil.example/api/dyo/designs/D1/preview.png'],
    ['path traversal', '/api/dyo/designs/D1/../../../x/preview.png'],
    ['the design service without its path prefix', 'https://design.nordfynd.se/dyo/v1/designs/D1/preview.png'],
  ])('refuses %s', (_, url) => {
    expect(isOwnDesignImageUrl(url, 'D1', origins)).toBe(false);
  });

  it('refuses any URL on a line without a design id', () => {
    expect(isOwnDesignImageUrl('/api/dyo/designs/D1/preview.png', undefined, origins)).toBe(false);
  });
});
