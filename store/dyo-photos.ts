/**
 * Design-your-own photo uploads for the editor (engine pages only, like store/dyo-queries.ts): the photo goes to POST /api/dyo/photos/ and
 * the answer into the editor's own document (components/dyo/editor/use-design-editor.ts), not the Redux store: a plain call, not a thunk.
 */
import { browserContext } from '@/browser/browser-context';
import type { UploadOptions } from '@/browser/read-upload';
import { sendPhoto } from '@/services/api-client/dyo-photo';

/** Sends a photo as picked (the file as the body) in the shopper's locale; answers the stored original and a screen copy. */
export function uploadDesignPhoto(locale: string, file: File, type: string | null, options: UploadOptions) {
  return sendPhoto(browserContext(locale), file, { type, ...options });
}
