/**
 * Where the gallery stands after the page's article changed. Switching to a sibling variant
 * keeps the shopper's place (the same view of the other colour or size), as near as the
 * variant has pictures; any other article starts at its first picture.
 */
export interface GalleryPlace {
  articleId: string;
  /** The variants one click away from this article (its siblings). */
  variantIds: readonly string[];
  index: number;
}

export function placeFor(previous: GalleryPlace, next: { articleId: string; variantIds: readonly string[]; total: number }): GalleryPlace {
  const last = Math.max(0, next.total - 1);
  if (previous.articleId === next.articleId) return { ...previous, variantIds: next.variantIds, index: Math.min(previous.index, last) };
  const sibling = previous.variantIds.includes(next.articleId);
  return { articleId: next.articleId, variantIds: next.variantIds, index: sibling ? Math.min(previous.index, last) : 0 };
}
