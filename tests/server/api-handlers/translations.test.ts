/**
 * A page's translations travel as a script of their own (ADR 0009): the document links it by
 * content hash, the route serves it, and the browser puts it back before next-i18next reads it.
 */
import { createMocks } from '../../pages/api-mocks';
import { withScriptTranslations } from '@/components/i18n/app-with-translation';
import { translationsRoute } from '@/server/api-handlers/translations';
import { pageTranslations, translationBundle } from '@/server/page-translations';

jest.mock('@/server/report-server-error', () => ({ reportServerError: jest.fn(() => Promise.resolve()) }));

async function get(url: string) {
  const [, , , locale, namespaces, hash] = url.split('/');
  const { req, res } = createMocks('GET', undefined);
  req.query = { locale, namespaces, hash };
  await translationsRoute(req, res);
  return res;
}

describe('translation bundles', () => {
  it('links each locale and namespace set at a content hash, and serves exactly the store the page rendered with', async () => {
    const sv = await pageTranslations('sv-SE', ['catalog']);
    const bundle = translationBundle(sv._nextI18Next)!;
    expect(bundle.url).toMatch(/^\/api\/i18n\/sv-SE\/translation\+nordfynd\+consent\+catalog\/[0-9a-f]{8}\/$/);
    const res = await get(bundle.url);
    expect(res.statusCode).toBe(200);
    expect(res.getHeader('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.getHeader('cache-control')).toBe('public, max-age=31536000, immutable');
    const script = String(res.jsonBody());
    const store = JSON.parse(script.replace(/^self\.__NF_I18N__=/, '').replace(/;\n$/, '')) as Record<string, Record<string, unknown>>;
    expect(store).toEqual(sv._nextI18Next?.initialI18nStore);
    expect(Object.keys(store['sv-SE']!)).toEqual(['translation', 'nordfynd', 'consent', 'catalog']);
  });

  it('gives other text another address', async () => {
    const sv = translationBundle((await pageTranslations('sv-SE', ['catalog']))._nextI18Next)!;
    const fi = translationBundle((await pageTranslations('fi-FI', ['catalog']))._nextI18Next)!;
    expect(fi.url.split('/').at(-2)).not.toBe(sv.url.split('/').at(-2));
  });

  it('answers an older hash with the current text, cached briefly', async () => {
    const url = translationBundle((await pageTranslations('da-DK'))._nextI18Next)!.url.replace(/[0-9a-f]{8}\/$/, '00000000/');
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.getHeader('cache-control')).toBe('public, max-age=60');
  });

  it.each([
    ['an unknown locale', '/api/i18n/xx-XX/translation/00000000/'],
    ['an unknown namespace', '/api/i18n/sv-SE/translation+secrets/00000000/'],
    ['a path in the namespace', '/api/i18n/sv-SE/..%2F..%2Fpackage/00000000/'],
  ])('404 for %s', async (_, url) => {
    expect((await get(url)).statusCode).toBe(404);
  });

  it('puts the script’s store back only where the page data has none', () => {
    const fromScript = { 'sv-SE': { translation: { a: 'b' } } };
    const empty = { initialI18nStore: {}, initialLocale: 'sv-SE', ns: ['translation'], userConfig: null };
    withScriptTranslations(empty, fromScript);
    expect(empty.initialI18nStore).toBe(fromScript);
    const own = {
      initialI18nStore: { 'sv-SE': { translation: { a: 'c' } } },
      initialLocale: 'sv-SE',
      ns: ['translation'],
      userConfig: null,
    };
    withScriptTranslations(own, fromScript);
    expect(own.initialI18nStore['sv-SE'].translation.a).toBe('c');
  });
});
