import { emptyDesign, unknownLayer, type DesignLayer } from '@/lib/dyo/design-document';
import { layerAttrs } from '@/canvas/design-nodes';
import { summarizeDesign } from '@/lib/dyo/summarize-design';
import { articleTemplate, DYO_PRODUCT_TYPES, productInfo, productTemplate, productType } from '@/lib/dyo/product-types';
import { DYO_PRODUCT_INFO, typesRoutedTo } from '@/lib/dyo/product-types/info';
import { dyoKindOf, dyoLink } from '@/lib/dyo/links';
import { isRouteAvailable } from '@/lib/routes/hrefs';
import en from '@/public/locales/en-US/dyo.json';
import da from '@/public/locales/da-DK/dyo.json';
import fi from '@/public/locales/fi-FI/dyo.json';
import nb from '@/public/locales/nb-NO/dyo.json';
import sv from '@/public/locales/sv-SE/dyo.json';
import { STARTER_TEMPLATES } from '@/lib/dyo/starter-templates';
import { DYO_KINDS } from '@/lib/dyo/links';
import { kindSchema } from '@/services/dyo/types';

describe('the DYO product registry', () => {
  it('has one module per kind, under its own kind, and the API schema takes exactly those kinds', () => {
    expect(Object.keys(DYO_PRODUCT_TYPES).sort()).toEqual([...DYO_KINDS].sort());
    expect(Object.keys(DYO_PRODUCT_INFO).sort()).toEqual([...DYO_KINDS].sort());
    for (const kind of DYO_KINDS) {
      expect(productType(kind).kind).toBe(kind);
      // The light half (links, landing pages, cart) is the same declaration as the whole.
      expect(productType(kind)).toMatchObject(productInfo(kind));
    }
    expect(kindSchema.options).toEqual([...DYO_KINDS]);
  });

  it('finds the types the one landing page and the one engine page serve by their route', () => {
    const kinds = (route: string, role: 'landing' | 'engine') => typesRoutedTo(route, role).map((t) => t.kind);
    expect(kinds('/dyo/initial-landing-page/', 'landing')).toEqual(['phone-cover']);
    expect(kinds('/dyo/clothes-initial-landing-page/', 'landing')).toEqual(['clothes']);
    expect(kinds('/dyo/engine/', 'engine')).toEqual(['phone-cover']);
    expect(kinds('/dyo/clothes-engine/', 'engine')).toEqual(['clothes']);
    expect(kinds('/dyo/map-engine/', 'engine')).toEqual(['map-cover']);
    expect(kinds('/dyo/product-engine/', 'engine')).toEqual(['poster']);
    // A type without a picker has no landing page of its own: its engine is where it starts.
    expect(kinds('/dyo/map-engine/', 'landing')).toEqual([]);
    expect(kinds('/dyo/product-engine/', 'landing')).toEqual([]);
    expect(kinds('/dyo/engine/', 'landing')).toEqual([]);
    expect(kinds('/dyo/nothing/', 'engine')).toEqual([]);
  });

  it('declares the sides an empty design has, the background and the starter templates', () => {
    for (const kind of DYO_KINDS) expect(Object.keys(emptyDesign(kind, '1').sides)).toEqual([...productType(kind).sides]);
    expect(productType('clothes')).toMatchObject({ sides: ['front', 'back'], background: false, templates: STARTER_TEMPLATES });
    expect(productType('phone-cover')).toMatchObject({ sides: ['front'], background: true, templates: STARTER_TEMPLATES });
    // A map cover starts from its map.
    expect(productType('map-cover').templates).toEqual([]);
  });

  it('draws each product from its module', () => {
    expect(productTemplate('phone-cover', 'front', 'tshirt', { model: 'iPhone 15', wallet: false }).phone?.model).toBe('iPhone 15');
    expect(productTemplate('map-cover', 'front', 'tshirt', { model: 'iPhone 15', wallet: false }).area).toEqual(
      productTemplate('phone-cover', 'front', 'tshirt', { model: 'iPhone 15', wallet: false }).area,
    );
    expect(productTemplate('clothes', 'back', 'hoodie').area).toMatchObject({ widthMm: 300, heightMm: 380 });
    expect(productTemplate('clothes', 'front', 'tshirt').body).toBeDefined();
  });

  it('refuses a layer kind no switch knows, at run time too', () => {
    const odd = { id: 'x', type: 'hologram', x: 0, y: 0, rotation: 0 } as unknown as DesignLayer;
    expect(() => layerAttrs(odd)).toThrow('Unknown layer type: hologram');
    expect(() => unknownLayer(odd as never)).toThrow('hologram');
  });

  it('routes each type to pages that exist, and a classification to exactly one type', () => {
    const values = Object.values(DYO_PRODUCT_INFO).flatMap((t) => t.classifications);
    expect(new Set(values).size).toBe(values.length);
    for (const type of Object.values(DYO_PRODUCT_INFO)) {
      expect(isRouteAvailable(type.routes.landing, 'sv-SE')).toBe(true);
      expect(isRouteAvailable(type.routes.engine, 'sv-SE')).toBe(true);
      for (const value of type.classifications) expect(dyoKindOf({ classifications: [{ name: 'dyo', value }] })).toBe(type.kind);
      // A type printed on another's articles (a map cover) has no classification of its own.
      if (type.printedOn !== type.kind) expect(type.classifications).toEqual([]);
    }
  });

  it('words every type in the five locales', () => {
    for (const [locale, texts] of Object.entries({ en, da, fi, nb, sv })) {
      for (const type of Object.values(DYO_PRODUCT_INFO)) {
        const intro = (texts.intro as unknown as Record<string, { title?: string; link?: string } | undefined>)[type.copy];
        const engine = (texts.engine as unknown as Record<string, { title?: string; lead?: string } | undefined>)[type.copy];
        expect([locale, type.kind, intro?.title, intro?.link, engine?.title, engine?.lead].every(Boolean)).toBe(true);
      }
    }
  });
});

describe('the demonstration type: an A4 poster, one module', () => {
  it('is listed by the registry with one print area and its own classification and page', () => {
    expect(DYO_KINDS).toContain('poster');
    expect(productType('poster')).toMatchObject({
      kind: 'poster',
      sides: ['front'],
      background: true,
      engine: 'image',
      routes: { engine: '/dyo/product-engine/' },
    });
    expect(dyoKindOf({ classifications: [{ name: 'dyo', value: 'isecretsPosters' }] })).toBe('poster');
    expect(dyoLink({ articleId: '190030', classifications: [{ name: 'dyo', value: 'isecretsPosters' }] }, { dyoId: 'd-1' }).routeKey).toBe(
      '/dyo/product-engine/',
    );
    const template = articleTemplate('poster', 'front', { properties: [] });
    expect(template.area).toMatchObject({ widthMm: 210, heightMm: 297, bleedMm: 3, printDpi: 300 });
    expect(template.phone).toBeUndefined();
    expect(template.areaX + template.area.widthMm).toBeLessThanOrEqual(template.widthMm);
    expect(Object.keys(emptyDesign('poster', '190030').sides)).toEqual(['front']);
  });

  it('is summarised in the cart by its texts and its paper colour, without sides', () => {
    const doc = {
      ...emptyDesign('poster', '190030'),
      sides: {
        front: [
          { id: 't', type: 'text', text: 'Hej', fontFamily: 'Mulish', fontSize: 10, fill: '#000000', x: 1, y: 1, rotation: 0 } as const,
        ],
      },
    };
    expect(summarizeDesign(doc)).toEqual({ sides: [], texts: ['Hej'], images: 0, stickers: 0, background: 'white' });
  });
});
