/**
 * The editor's state for one design: the reducer with undo/redo, the saved design loaded when a dyoId is given, and the draft kept in
 * localStorage so a reload loses nothing (keyed by article and dyoId).
 */
import { useEffect, useReducer, useState } from 'react';
import { emptyDesign, type DesignDocument, type DyoKind } from '@/lib/dyo/design-document';
import { draftKey, loadDraft, saveDraft } from '@/lib/dyo/draft-storage';
import { editorReducer, initialEditorState, layersOf } from '@/lib/dyo/editor-state';
import { useSavedDesign } from './use-saved-design';

export type LoadState = 'loading' | 'ready' | 'failed';

interface Options {
  kind: DyoKind;
  articleId: string;
  dyoId: string | null;
  garmentColor?: string;
  /** Builds the starting document of a new design (the map engine starts with a map). */
  initial?: () => DesignDocument;
}

export function useDesignEditor({ kind, articleId, dyoId, garmentColor, initial }: Options) {
  const key = draftKey(articleId, dyoId);
  const [state, dispatch] = useReducer(editorReducer, undefined, () =>
    initialEditorState(initial?.() ?? emptyDesign(kind, articleId, garmentColor)),
  );
  const [load, setLoad] = useState<LoadState>('loading');
  // Which design to read from the server: set once the draft check found none.
  const [toRead, setToRead] = useState<string | null>(null);
  const saved = useSavedDesign(toRead);

  useEffect(() => {
    const draft = loadDraft(window.localStorage, key);
    if (draft && draft.kind === kind) {
      dispatch({ type: 'documentReplaced', document: draft });
      setLoad('ready');
    } else if (dyoId) {
      setToRead(dyoId);
    } else {
      setLoad('ready');
    }
    // Load once per design; later edits live in the reducer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (!toRead || load !== 'loading') return;
    if (saved.failed) setLoad('failed');
    else if (saved.result) {
      if (saved.result.ok) dispatch({ type: 'documentReplaced', document: { ...saved.result.document, articleId } });
      setLoad(saved.result.ok ? 'ready' : 'failed');
    }
  }, [saved.result, saved.failed, toRead, load, articleId]);

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
