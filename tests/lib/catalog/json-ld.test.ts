import { serializeJsonLd } from '@/lib/catalog/json-ld';

describe('serializeJsonLd', () => {
  it('cannot close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>', d: 'a & b \u2028' });
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', d: 'a & b \u2028' });
  });
});
