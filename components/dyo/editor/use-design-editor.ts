/**
 * The editor's state for one design: the reducer with undo/redo, the saved
 * design loaded when a dyoId is given, and the draft kept in localStorage so
 * a reload loses nothing (keyed by article and dyoId).
 */
import { useRouter } from 'next/router';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { browserContext } from '@/lib/browser-context';
import { emptyDesign, parseDesignDocument, type DesignDocument, type DesignKind } from '@/lib/dyo/design-document';
import { draftKey, loadDraft, saveDraft } from '@/lib/dyo/draft-storage';
import { editorReducer, initialEditorState, layersOf } from '@/lib/dyo/editor-state';
import { createDyoApi } from '@/services/app-api/dyo';

export type LoadState = 'loading' | 'ready' | 'failed';

interface Options {
  kind: DesignKind;
  articleId: string;
  dyoId: string | null;
  garmentColor?: string;
  /** Builds the starting document of a new design (the map engine starts with a map). */
  initial?: () => DesignDocument;
}

export function useDesignEditor({ kind, articleId, dyoId, garmentColor, initial }: Options) {
  const { locale } = useRouter();
  const key = draftKey(articleId, dyoId);
  const [state, dispatch] = useReducer(editorReducer, undefined, () => initialEditorState(initial?.() ?? emptyDesign(kind, articleId, garmentColor)));
  const [load, setLoad] = useState<LoadState>('loading');
  const api = useMemo(() => createDyoApi(() => browserContext(locale)), [locale]);

  useEffect(() => {
    let cancelled = false;
    const draft = loadDraft(window.localStorage, key);
    if (draft && draft.kind === kind) {
      dispatch({ type: 'documentReplaced', document: draft });
      setLoad('ready');
      return;
    }
    if (!dyoId) {
      setLoad('ready');
      return;
    }
    api.design(dyoId).then(
      (design) => {
        if (cancelled) return;
        let parsed: ReturnType<typeof parseDesignDocument>;
        try {
          parsed = parseDesignDocument(JSON.parse(design.document));
        } catch {
          parsed = { ok: false, error: 'not JSON' };
        }
        if (parsed.ok) dispatch({ type: 'documentReplaced', document: { ...parsed.document, articleId } });
        setLoad(parsed.ok ? 'ready' : 'failed');
      },
      () => !cancelled && setLoad('failed'),
    );
    return () => {
      cancelled = true;
    };
    // Load once per design; later edits live in the reducer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (load !== 'ready') return;
    const write = () => saveDraft(window.localStorage, key, state.present);
    const timer = window.setTimeout(write, 300);
    // A reload right after a change still keeps it.
    window.addEventListener('pagehide', write);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', write);
    };
  }, [state.present, key, load]);

  const layers = layersOf(state.present, state.side);
  const selected = layers.find((l) => l.id === state.selectedId) ?? null;
  return { state, dispatch, layers, selected, load, draftKey: key };
}

export type DesignEditor = ReturnType<typeof useDesignEditor>;
