/**
 * Saving a design and putting it in the cart: render the cart's preview here (Konva, browser only), then the `saveDesign` thunk stores the
 * design (the server renders the 300 DPI print files from the document) and adds it to the cart or replaces the line it edits.
 */
import { useRouter } from 'next/router';
import type { ParsedUrlQuery } from 'node:querystring';
import { useCallback, useState } from 'react';
import { serializeDesign, type DesignDocument, type GarmentSide } from '@/lib/dyo/design-document';
import { clearDraft, draftKey, saveDraft } from '@/lib/dyo/draft-storage';
import { renderCartPreview } from '@/canvas/render-design';
import type { ProductTemplate } from '@/lib/dyo/templates';
import type { CartArticle } from '@/services/purchase/models';
import { resolveRouteHref } from '@/lib/routes/content-href';
import { routeOfPage } from '@/lib/routes/shared-pages';
import { saveDesign, type SaveDesignFailure } from '@/store/dyo-thunks';
import { useHref } from '@/components/ui/localized-link';
import { useAppDispatch } from '@/store/hooks';

export type SaveStatus =
  { state: 'idle' } | { state: 'saving' } | { state: 'saved'; dyoId: string } | { state: 'failed'; reason: SaveDesignFailure };

interface Options {
  /** The article the design is for (its title and price show in the cart until the server answers). */
  article: Omit<CartArticle, 'dyoId' | 'dyoImageUrl'>;
  /** The design being edited, if it was saved before. */
  dyoId: string | null;
  /** The article id the editor keeps its draft under (the engine's first article). */
  draftArticleId: string;
  templateFor: (side: GarmentSide) => ProductTemplate;
}

/** The page's query as plain strings (the first of repeated values). */
function stringQuery(query: ParsedUrlQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) =>
      (Array.isArray(value) ? value.slice(0, 1) : value === undefined ? [] : [value]).map((v) => [key, v]),
    ),
  );
}

export function useSaveDesign({ article, dyoId: givenDyoId, draftArticleId, templateFor }: Options) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const toHref = useHref();
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle' });
  const [lastSaved, setLastSaved] = useState<string | null>(null);
  // Once saved, the design being edited is the saved one: saving again replaces it in the cart.
  const dyoId = lastSaved ?? givenDyoId;

  const save = useCallback(
    async (document: DesignDocument, editedKey: string) => {
      setStatus({ state: 'saving' });
      let previewImage: string;
      const doc = { ...document, articleId: article.articleId };
      try {
        previewImage = await renderCartPreview(doc, templateFor);
      } catch {
        setStatus({ state: 'failed', reason: 'save' });
        return;
      }
      const result = await dispatch(
        saveDesign({
          request: { articleId: doc.articleId, kind: doc.kind, document: serializeDesign(doc), previewImage },
          article,
          replacesDyoId: dyoId,
        }),
      );
      if (saveDesign.rejected.match(result)) {
        setStatus({ state: 'failed', reason: result.payload ?? 'save' });
        return;
      }
      const saved = result.payload;
      clearDraft(window.localStorage, editedKey);
      // Further edits are a draft of the saved design (what a reload of the new address opens).
      saveDraft(window.localStorage, draftKey(draftArticleId, saved.dyoId), document);
      setLastSaved(saved.dyoId);
      setStatus({ state: 'saved', dyoId: saved.dyoId });
      // The address now names the saved design, so a reload reopens it; it stays the engine's localized address.
      // It names the article the design was saved on: after a phone-model change that is the new model's case.
      const query = {
        ...stringQuery(router.query),
        ...(router.query.nordfyndArticleId ? { nordfyndArticleId: doc.articleId } : {}),
        dyoId: saved.dyoId,
      };
      // The engine page serves every type's route: the address is the route's, without the page's `route` parameter.
      const page = routeOfPage(router.pathname, query);
      const route = resolveRouteHref(page.path);
      const shown = route ? toHref(route.to, { segments: route.segments, query: page.query }) : undefined;
      void router.replace({ pathname: router.pathname, query }, shown, { shallow: true, scroll: false, locale: shown ? false : undefined });
    },
    [article, dispatch, dyoId, draftArticleId, router, templateFor, toHref],
  );

  return { status, save, dyoId };
}
