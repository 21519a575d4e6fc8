import { emptyDesign, unknownLayer, type DesignLayer } from '@/lib/dyo/design-document';
import { layerAttrs } from '@/lib/dyo/design-nodes';
import { DYO_PRODUCT_TYPES, productTemplate, productType } from '@/lib/dyo/product-types';
import { STARTER_TEMPLATES } from '@/lib/dyo/starter-templates';
import { DYO_KINDS } from '@/lib/dyo-links';
import { kindSchema } from '@/services/dyo/schemas';

describe('the DYO product registry', () => {
  it('has one module per kind, under its own kind, and the API schema takes exactly those kinds', () => {
    expect(Object.keys(DYO_PRODUCT_TYPES).sort()).toEqual([...DYO_KINDS].sort());
    for (const kind of DYO_KINDS) expect(productType(kind).kind).toBe(kind);
    expect(kindSchema.options).toEqual([...DYO_KINDS]);
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
    expect(productTemplate('map-cover', 'front', 'tshirt', { model: 'iPhone 15', wallet: false }).area).toEqual(productTemplate('phone-cover', 'front', 'tshirt', { model: 'iPhone 15', wallet: false }).area);
    expect(productTemplate('clothes', 'back', 'hoodie').area).toMatchObject({ widthMm: 300, heightMm: 380 });
    expect(productTemplate('clothes', 'front', 'tshirt').body).toBeDefined();
  });

  it('refuses a layer kind no switch knows, at run time too', () => {
    const odd = { id: 'x', type: 'hologram', x: 0, y: 0, rotation: 0 } as unknown as DesignLayer;
    expect(() => layerAttrs(odd)).toThrow('Unknown layer type: hologram');
    expect(() => unknownLayer(odd as never)).toThrow('hologram');
  });
});
