/**
 * Keyboard control of the editor (pure: a key to an editor action): arrows move the selected layer (1 mm, 10 mm with Shift), + and - scale
 * it by 5 %, [ and ] rotate it by 5° (15° with Shift), Delete removes it, Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z or Ctrl/Cmd+Y redoes.
 */
import { unknownLayer, type DesignLayer } from './design-document';
import type { EditorAction } from './editor-state';

export interface KeyInput {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

export function scaleLayer(layer: DesignLayer, factor: number): Partial<DesignLayer> {
  switch (layer.type) {
    case 'text':
      return { fontSize: layer.fontSize * factor, ...(layer.strokeWidth ? { strokeWidth: layer.strokeWidth * factor } : {}) };
    case 'image':
    case 'sticker':
      return { width: layer.width * factor, height: layer.height * factor };
    default:
      return unknownLayer(layer);
  }
}

export function keyAction(input: KeyInput, selected: DesignLayer | null): EditorAction | null {
  const mod = input.ctrlKey || input.metaKey;
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (mod && key === 'z') return { type: input.shiftKey ? 'redone' : 'undone' };
  if (mod && key === 'y') return { type: 'redone' };
  if (mod || !selected) return null;
  const step = input.shiftKey ? 10 : 1;
  const change = (changes: Partial<DesignLayer>): EditorAction => ({ type: 'layerChanged', id: selected.id, changes });
  switch (key) {
    case 'ArrowLeft':
      return change({ x: selected.x - step });
    case 'ArrowRight':
      return change({ x: selected.x + step });
    case 'ArrowUp':
      return change({ y: selected.y - step });
    case 'ArrowDown':
      return change({ y: selected.y + step });
    case '+':
    case '=':
      return change(scaleLayer(selected, 1.05));
    case '-':
    case '_':
      return change(scaleLayer(selected, 1 / 1.05));
    case '[':
      return change({ rotation: selected.rotation - (input.shiftKey ? 15 : 5) });
    case ']':
      return change({ rotation: selected.rotation + (input.shiftKey ? 15 : 5) });
    case 'Delete':
    case 'Backspace':
      return { type: 'layerRemoved', id: selected.id };
    case 'Escape':
      return { type: 'layerSelected', id: null };
    default:
      return null;
  }
}
