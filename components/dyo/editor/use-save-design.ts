/**
 * Saving a design and putting it in the cart: render the print images and the
 * preview, store the design through our API, then add it to the cart, or, when
 * the design being edited is already in the cart, replace that line (the old
 * item is removed first: SPEC §4).
 */
import { useRouter } from 'next/router';
import { useCallback, useMemo, useState } from 'react';
import { browserContext } from '@/lib/browser-context';
import { serializeDesign, type DesignDocument, type GarmentSide } from '@/lib/dyo/design-document';
import { clearDraft, draftKey, saveDraft } from '@/lib/dyo/draft-storage';
import { renderPreview, renderPrint } from '@/lib/dyo/render-design';
import type { ProductTemplate } from '@/lib/dyo/templates';
import { createDyoApi } from '@/services/app-api/dyo';
import type { CartArticle } from '@/services/purchase/models';
import { selectCart } from '@/store/cart-slice';
import { addToCart, replaceDyoDesign } from '@/store/cart-thunks';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';

export type SaveStatus = { state: 'idle' } | { state: 'saving' } | { state: 'saved'; dyoId: string } | { state: 'failed'; reason: 'save' | 'cart' };

interface Options {
  /** The article the design is for (its title and price show in the cart until the server answers). */
  article: Omit<CartArticle, 'dyoId' | 'dyoImageUrl'>;
  /** The design being edited, if it was saved before. */
  dyoId: string | null;
  /** The article id the editor keeps its draft under (the engine's first article). */
  draftArticleId: string;
  templateFor: (side: GarmentSide) => ProductTemplate;
}

export function useSaveDesign({ article, dyoId: givenDyoId, draftArticleId, templateFor }: Options) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const cart = useAppSelector(selectCart);
  const router = useRouter();
  const api = useMemo(() => createDyoApi(() => browserContext(router.locale)), [router.locale]);
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle' });
  const [lastSaved, setLastSaved] = useState<string | null>(null);
  // Once saved, the design being edited is the saved one: saving again replaces it in the cart.
  const dyoId = lastSaved ?? givenDyoId;

  const save = useCallback(
    async (document: DesignDocument, editedKey: string) => {
      setStatus({ state: 'saving' });
      let saved: { dyoId: string; dyoImageUrl: string };
      try {
        const doc = { ...document, articleId: article.articleId };
        const back = doc.sides.back && doc.sides.back.length > 0;
        const [front, backImage, preview] = await Promise.all([
          renderPrint(doc, 'front', templateFor('front')),
          back ? renderPrint(doc, 'back', templateFor('back')) : Promise.resolve(undefined),
          // The cart shows the side the shopper designed: the front, or the back when only it has something.
          renderPreview(doc, doc.sides.front.length === 0 && back ? 'back' : 'front', templateFor(doc.sides.front.length === 0 && back ? 'back' : 'front'), 360),
        ]);
        saved = await api.save({ articleId: doc.articleId, kind: doc.kind, document: serializeDesign(doc), printImages: { front, ...(backImage ? { back: backImage } : {}) }, previewImage: preview });
      } catch {
        setStatus({ state: 'failed', reason: 'save' });
        return;
      }
      const next: CartArticle = { ...article, dyoId: saved.dyoId, dyoImageUrl: saved.dyoImageUrl };
      const previous = dyoId ? cart.items.find((item) => item.article.dyoId === dyoId) : undefined;
      if (previous) await dispatch(replaceDyoDesign({ previous: previous.article, next, quantity: previous.quantity }));
      else await dispatch(addToCart({ article: next }));
      // Both thunks leave the outcome in the cart: the new line is there, resolved, or it is not.
      const line = store.getState().cart.items.find((item) => item.article.dyoId === saved.dyoId);
      if (!line || line.status === 'rejected') {
        setStatus({ state: 'failed', reason: 'cart' });
        return;
      }
      clearDraft(window.localStorage, editedKey);
      // Further edits are a draft of the saved design (what a reload of the new address opens).
      saveDraft(window.localStorage, draftKey(draftArticleId, saved.dyoId), document);
      setLastSaved(saved.dyoId);
      setStatus({ state: 'saved', dyoId: saved.dyoId });
      // The address now names the saved design, so a reload reopens it.
      void router.replace({ pathname: router.pathname, query: { ...router.query, dyoId: saved.dyoId } }, undefined, { shallow: true, scroll: false });
    },
    [api, article, cart.items, dispatch, dyoId, draftArticleId, router, store, templateFor],
  );

  return { status, save, dyoId };
}
