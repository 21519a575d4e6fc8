/**
 * The seller-reviews lookup: a shopper types a seller's name as product pages show it ("Teknikboden", "dansk lagersalg", "Møbelhuset"), its
 * slug or its id. Names match whatever the case, accents and spacing (æ→ae, ø→o, å→a, é→e; hyphens and spaces alike).
 */
export interface MerchantRef {
  id: string;
  name: string;
  slug: string;
}

/** Lower case without accents, Nordic letters spelled out, words joined by single spaces. */
export function foldName(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The merchant a lookup means: its id, its slug, or its name (folded) exactly; else the only merchant whose folded name contains the folded
 * query. `candidates` are the merchants whose names contain it, for the page to offer when there is no single match.
 */
export function matchMerchant<M extends MerchantRef>(query: string, merchants: readonly M[]): { match: M | null; candidates: M[] } {
  const folded = foldName(query.slice(0, 64));
  if (!folded) return { match: null, candidates: [] };
  const exact = merchants.find(
    (m) => m.id === query.trim() || m.slug === query.trim().toLowerCase() || foldName(m.name) === folded || foldName(m.slug) === folded,
  );
  if (exact) return { match: exact, candidates: [exact] };
  const candidates = merchants.filter((m) => foldName(m.name).includes(folded));
  return { match: candidates.length === 1 ? (candidates[0] ?? null) : null, candidates };
}
