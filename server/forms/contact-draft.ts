/**
 * What a no-JavaScript contact form sent, kept on the server for the page its 303 leads to. The URL
 * carries only an opaque id (`?draft=<id>`), never a typed field; a draft lives 15 minutes and is shown
 * only to the browser that wrote it (its `nf_uid`), so a leaked URL shows nothing.
 */
import { randomBytes } from 'node:crypto';
import type { ContactErrors, ContactInput, ContactKind } from '@/lib/contact-rules';
import { sharedCache } from '../services';

export const DRAFT_PARAM = 'draft';
const DRAFT_ID = /^[A-Za-z0-9_-]{22}$/;
const TTL_SECONDS = 15 * 60;

/** The fields as typed (an order id too, empty when the form has none). */
export type ContactValues = Required<ContactInput>;

/** What the page shows: the form again with its fields (and why), or the confirmation with the case number. */
export type ContactDraft =
  | { state: 'invalid'; kind: ContactKind; values: ContactValues; errors: ContactErrors }
  | { state: 'failed' | 'limited'; kind: ContactKind; values: ContactValues }
  | { state: 'sent'; kind: ContactKind; ticketId: string };

const cacheKey = (id: string) => `contact-draft:${id}`;

/** Keeps a draft for this shopper; answers its id, or null when the cache could not keep it. */
export async function saveContactDraft(userId: string, draft: ContactDraft): Promise<string | null> {
  const id = randomBytes(16).toString('base64url');
  await sharedCache().set(cacheKey(id), JSON.stringify({ userId, draft }), TTL_SECONDS);
  // A cache that failed does nothing (lib/cache/cache.ts): check, so the page never points at nothing.
  return (await sharedCache().get(cacheKey(id))) === undefined ? null : id;
}

/** The draft of `id` when it exists and belongs to `userId`; else null. */
export async function readContactDraft(id: unknown, userId: string | undefined): Promise<ContactDraft | null> {
  if (typeof id !== 'string' || !DRAFT_ID.test(id) || !userId) return null;
  const text = await sharedCache().get(cacheKey(id));
  if (text === undefined) return null;
  try {
    const stored = JSON.parse(text) as { userId?: unknown; draft?: ContactDraft };
    return stored.userId === userId && stored.draft ? stored.draft : null;
  } catch {
    return null;
  }
}
