/**
 * The shared-cart link: the items themselves travel in the URL (`?items=articleId*quantity,articleId~dyoId*quantity`), so sharing never
 * exposes the sharer's cart id and the link works after their cart changes.
 */
import { ID_PATTERN } from '@/lib/ids';

export interface SharedItem {
  articleId: string;
  dyoId?: string;
  quantity: number;
}

export const MAX_SHARED_ITEMS = 50;
const ID = ID_PATTERN;

export function encodeSharedItems(items: SharedItem[]): string {
  return items
    .slice(0, MAX_SHARED_ITEMS)
    .map((item) => `${item.articleId}${item.dyoId ? `~${item.dyoId}` : ''}*${item.quantity}`)
    .join(',');
}

/** Parses the items parameter; null when the link is malformed in any way. */
export function decodeSharedItems(value: unknown): SharedItem[] | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 4000) return null;
  const parts = value.split(',');
  if (parts.length > MAX_SHARED_ITEMS) return null;
  const items: SharedItem[] = [];
  for (const part of parts) {
    const match = /^([^~*]+)(?:~([^*]+))?\*(\d{1,3})$/.exec(part);
    if (!match) return null;
    const [, articleId = '', dyoId, quantityText = ''] = match;
    const quantity = Number(quantityText);
    if (!ID.test(articleId) || (dyoId !== undefined && !ID.test(dyoId)) || quantity < 1 || quantity > 99) return null;
    items.push({ articleId, dyoId, quantity });
  }
  return items;
}
