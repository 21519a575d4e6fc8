/**
 * Design-your-own photo uploads for the editor (engine pages only, like store/dyo-queries.ts):
 * the photo goes to POST /api/dyo/photos/ and the answer goes into the editor's own document
 * (components/dyo/editor/use-design-editor.ts), not into the Redux store, so this is a plain
 * call rather than a thunk.
 */
import { browserContext } from '@/browser/browser-context';
import { uploadPhoto } from '@/services/api-client/dyo';

/** Sends a photo as picked (a data URL) in the shopper's locale; answers the stored original and a screen copy. */
export function uploadDesignPhoto(locale: string, image: string) {
  return uploadPhoto(browserContext(locale), image);
}
