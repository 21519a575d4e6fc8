import { placeFor, type GalleryPlace } from '@/components/product/gallery-place';

const at = (index: number): GalleryPlace => ({ articleId: '100399', variantIds: ['100396', '100398', '100400'], index });

describe('placeFor', () => {
  it('keeps the same picture when switching to a sibling variant that has it', () => {
    expect(placeFor(at(1), { articleId: '100398', variantIds: ['100399'], total: 2 })).toEqual({
      articleId: '100398',
      variantIds: ['100399'],
      index: 1,
    });
  });

  it("goes to the variant's last picture when it has fewer", () => {
    expect(placeFor(at(2), { articleId: '100400', variantIds: ['100399'], total: 2 }).index).toBe(1);
  });

  it('starts another product at its first picture', () => {
    expect(placeFor(at(2), { articleId: '100017', variantIds: [], total: 4 }).index).toBe(0);
  });

  it('stays within the pictures of the same article', () => {
    expect(placeFor(at(3), { articleId: '100399', variantIds: ['100396'], total: 2 }).index).toBe(1);
    expect(placeFor(at(0), { articleId: '100399', variantIds: [], total: 0 }).index).toBe(0);
  });
});
