import { readdirSync } from 'node:fs';
import { createMetrics } from '@/server/ops/metrics';
import { API_FAMILIES, methodLabel, ROUTE_KEYS, routeKey, statusClass, upstreamEndpoint } from '@/server/ops/route-key';

describe('routeKey: the route label of a request', () => {
  it.each([
    ['/', 200, '/'],
    ['/da-DK/', 200, '/'],
    ['/?utm=1', 200, '/'],
    ['/produkt/100017/norrsken-tech-usb-c-kabel-1-m-vit/', 200, '/product/'],
    ['/fi-FI/tuote/100017/x/?variant=2', 200, '/product/'],
    ['/en-US/product/100017/x/', 200, '/product/'],
    ['/varukorg/', 200, '/cart/'],
    ['/varukorg/kassa/tack/?orderId=NF-12345678', 200, '/cart/checkout/thankyou/'],
    ['/kategori/mobil-tillbehor/', 200, '/category/'],
    ['/da-DK/inkobskurv/', 200, '/cart/'],
    ['/api/purchase/cart/v2/abc/', 200, 'api:purchase'],
    ['/api/menu/x/', 503, 'api:menu'],
    ['/api/nope/', 404, 'api:unmatched'],
    ['/api/%00%ff/', 400, 'api:unmatched'],
    ['/_next/static/chunks/a.js', 200, 'next:static'],
    ['/_next/data/build/sv-SE/index.json', 200, 'next:data'],
    ['/__health/ready', 200, 'health'],
    ['/favicon.ico', 200, 'unmatched'],
    ['/wp-admin/../../etc/passwd', 404, 'unmatched'],
    [`/${'a/'.repeat(5000)}`, 404, 'unmatched'],
  ])('%s (%i) → %s', (url, status, key) => {
    expect(routeKey(url, status)).toBe(key);
  });

  it('answers only keys of the route table for pages', () => {
    for (const url of ['/produkt/1/', '/designa/mobilskal/', '/s/?q=x', '/nordfynd/x/'])
      expect(ROUTE_KEYS.has(routeKey(url, 200))).toBe(true);
    expect(ROUTE_KEYS.size).toBeLessThan(40);
  });

  it('knows exactly the API families of pages/api', () => {
    const onDisk = readdirSync('pages/api')
      .filter((name) => !name.startsWith('['))
      .map((name) => name.replace(/\.tsx?$/, ''));
    expect([...API_FAMILIES].sort()).toEqual(onDisk.sort());
  });

  it.each([
    ['/api/qqjunk1', 308],
    ['/api/qqjunk1/', 405],
    ['/api/anything/at/all/', 200],
    ['/api/Purchase/', 400],
  ])('a made-up API family (%s, %i) is api:unmatched', (url, status) => {
    expect(routeKey(url, status)).toBe('api:unmatched');
  });

  it('10,000 junk /api/ URLs (any status) leave every real route its own label', async () => {
    const m = createMetrics([]);
    const statuses = [308, 200, 400, 405, 500];
    for (let i = 0; i < 10_000; i++)
      m.request(routeKey(`/api/qqjunk${i}${i % 2 ? '' : '/'}`, statuses[i % statuses.length]!), 'GET', '3xx', 0.001);
    const real: [string, string][] = [
      ['/kampanj/vinterfynd/', '/campaign/'],
      ['/alla-kategorier/', '/all-categories/'],
      ['/produkt/100017/x/', '/product/'],
      ['/da-DK/inkobskurv/', '/cart/'],
      ...[...API_FAMILIES].map((family): [string, string] => [`/api/${family}/x/`, `api:${family}`]),
    ];
    for (const [url, key] of real) {
      expect(routeKey(url, 200)).toBe(key);
      m.request(routeKey(url, 200), 'GET', '2xx', 0.001);
    }
    const text = await m.registry.metrics();
    for (const [, key] of real) expect(text).toContain(`nordfynd_http_requests_total{route="${key}",method="GET",status_class="2xx"} 1`);
    expect(text).not.toContain('route="other"');
    expect(text).not.toContain('qqjunk');
  });

  it('labels methods and statuses from fixed sets', () => {
    expect(methodLabel('get')).toBe('GET');
    expect(methodLabel('BREW')).toBe('OTHER');
    expect(methodLabel(undefined)).toBe('OTHER');
    expect(statusClass(204)).toBe('2xx');
    expect(statusClass(503)).toBe('5xx');
    expect(statusClass(999)).toBe('other');
  });
});

describe('upstreamEndpoint: the endpoint label of an upstream call', () => {
  it.each([
    ['http://s/navigation/v1/menu/base', 'navigation/v1/menu/base'],
    ['http://s/navigation/v1/menu/12345', 'navigation/v1/menu/:id'],
    ['http://s/catalog/v1/articles?page=2&brand=x', 'catalog/v1/articles'],
    ['http://s/catalog/v1/articles/100017', 'catalog/v1/articles/:id'],
    ['http://s/catalog/v1/merchants/some-shop/reviews?page=1', 'catalog/v1/merchants/:id/reviews'],
    ['http://s/cart/v2/6c0f3b52-0a8e-4bd8-9a57-0d7c1f1a5e55/increase', 'cart/v2/:id/increase'],
    ['http://s/order/v1/NF-12345678', 'order/v1/:id'],
    ['http://s/order/v1/abcdef', 'order/v1/:id'],
    ['http://s/dyo/v1/designs/abc/meta', 'dyo/v1/designs/:id/meta'],
    ['http://s/cms/footer', 'cms/footer'],
    ['not a url', 'invalid'],
  ])('%s → %s', (url, endpoint) => {
    expect(upstreamEndpoint(url)).toBe(endpoint);
  });

  it('strips a base path', () => {
    expect(upstreamEndpoint('https://api.example.com/shop/catalog/v1/articles/1', ['/shop'])).toBe('catalog/v1/articles/:id');
  });
});
