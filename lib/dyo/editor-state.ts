/**
 * The editor's state machine: a design document plus the selection, with undo and redo. Pure, so every action is testable and replayable;
 * the canvas and the keyboard controls both dispatch these actions.
 */
import type { DesignDocument, DesignLayer, GarmentSide } from './design-document';

const HISTORY_LIMIT = 50;

export interface EditorState {
  past: DesignDocument[];
  present: DesignDocument;
  future: DesignDocument[];
  side: GarmentSide;
  selectedId: string | null;
}

export type EditorAction =
  | { type: 'layerAdded'; layer: DesignLayer }
  | {
      type: 'layerChanged';
      id: string;
      changes: Partial<DesignLayer>;
      /** Merge into the previous step (dragging, typing). */ merge?: boolean;
    }
  | { type: 'layerRemoved'; id: string }
  | { type: 'layerMoved'; id: string; direction: 'up' | 'down' }
  | { type: 'layerSelected'; id: string | null }
  | { type: 'backgroundChanged'; color: string }
  | { type: 'garmentColorChanged'; color: string }
  | { type: 'sideChanged'; side: GarmentSide }
  | {
      type: 'documentReplaced';
      document: DesignDocument;
      /** Keep undo history (map settings), or start fresh (a loaded design). */ keepHistory?: boolean;
    }
  | { type: 'undone' }
  | { type: 'redone' };

export function initialEditorState(document: DesignDocument): EditorState {
  return { past: [], present: document, future: [], side: 'front', selectedId: null };
}

export function layersOf(document: DesignDocument, side: GarmentSide): DesignLayer[] {
  return side === 'back' ? (document.sides.back ?? []) : document.sides.front;
}

function withLayers(document: DesignDocument, side: GarmentSide, layers: DesignLayer[]): DesignDocument {
  return { ...document, sides: { ...document.sides, [side]: layers } };
}

function commit(state: EditorState, next: DesignDocument, merge = false): EditorState {
  if (next === state.present) return state;
  const past = merge && state.past.length > 0 ? state.past : [...state.past, state.present].slice(-HISTORY_LIMIT);
  return { ...state, past, present: next, future: [] };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const layers = layersOf(state.present, state.side);
  switch (action.type) {
    case 'layerAdded':
      return { ...commit(state, withLayers(state.present, state.side, [...layers, action.layer])), selectedId: action.layer.id };
    case 'layerChanged': {
      if (!layers.some((l) => l.id === action.id)) return state;
      const next = layers.map((l) => (l.id === action.id ? ({ ...l, ...action.changes, id: l.id, type: l.type } as DesignLayer) : l));
      return commit(state, withLayers(state.present, state.side, next), action.merge);
    }
    case 'layerRemoved': {
      if (!layers.some((l) => l.id === action.id)) return state;
      const kept = layers.filter((l) => l.id !== action.id);
      const next = commit(state, withLayers(state.present, state.side, kept));
      return { ...next, selectedId: state.selectedId === action.id ? null : state.selectedId };
    }
    case 'layerMoved': {
      const index = layers.findIndex((l) => l.id === action.id);
      const target = action.direction === 'up' ? index + 1 : index - 1;
      if (index < 0 || target < 0 || target >= layers.length) return state;
      const next = [...layers];
      [next[index], next[target]] = [next[target]!, next[index]!];
      return commit(state, withLayers(state.present, state.side, next));
    }
    case 'layerSelected':
      return { ...state, selectedId: action.id };
    case 'backgroundChanged':
      return commit(state, { ...state.present, background: action.color });
    case 'garmentColorChanged':
      return commit(state, { ...state.present, garmentColor: action.color });
    case 'sideChanged':
      return { ...state, side: action.side, selectedId: null };
    case 'documentReplaced':
      return action.keepHistory
        ? { ...commit(state, action.document), selectedId: null }
        : { ...initialEditorState(action.document), side: state.side };
    case 'undone': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return {
        ...state,
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        selectedId: keepSelection(previous, state),
      };
    }
    case 'redone': {
      const next = state.future[0];
      if (!next) return state;
      return {
        ...state,
        past: [...state.past, state.present],
        present: next,
        future: state.future.slice(1),
        selectedId: keepSelection(next, state),
      };
    }
  }
}

function keepSelection(document: DesignDocument, state: EditorState): string | null {
  return layersOf(document, state.side).some((l) => l.id === state.selectedId) ? state.selectedId : null;
}

let counter = 0;
/** A layer id unique within a design. */
export function newLayerId(): string {
  counter += 1;
  return `l${Date.now().toString(36)}${counter.toString(36)}`;
}
