/**
 * A design in progress survives a reload: it is kept in localStorage under the
 * article and the design it edits (`new` before the first save).
 */
import { deserializeDesign, serializeDesign, type DesignDocument } from './design-document';

export function draftKey(articleId: string, dyoId?: string | null): string {
  return `nf-dyo-draft:${articleId}:${dyoId || 'new'}`;
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function loadDraft(storage: StorageLike, key: string): DesignDocument | null {
  try {
    const text = storage.getItem(key);
    if (!text) return null;
    const parsed = deserializeDesign(text);
    return parsed.ok ? parsed.document : null;
  } catch {
    return null;
  }
}

/** Saves the draft; false when the browser refuses (quota, private mode), which the editor can live with. */
export function saveDraft(storage: StorageLike, key: string, document: DesignDocument): boolean {
  try {
    storage.setItem(key, serializeDesign(document));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(storage: StorageLike, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // nothing to do
  }
}
