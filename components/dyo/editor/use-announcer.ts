import { useCallback, useState } from 'react';
import type { TFunction } from 'i18next';
import { unknownLayer, type DesignLayer } from '@/lib/dyo/design-document';
import { layersOf, type EditorAction, type EditorState } from '@/lib/dyo/editor-state';
import { isStickerId } from '@/lib/dyo/stickers';

/** A layer's name as the layer list and the announcements say it. */
export function layerName(t: TFunction<'dyo'>, layer: DesignLayer, index: number): string {
  switch (layer.type) {
    case 'text':
      return t('editor::layers::textLayer', { text: layer.text });
    case 'sticker':
      // A stored design may name a sticker the library no longer has: its id stands in for the name.
      return t('editor::layers::stickerLayer', {
        name: isStickerId(layer.sticker) ? t(`editor::stickers::names::${layer.sticker}`) : layer.sticker,
      });
    case 'image':
      return t('editor::layers::imageLayer', { number: index + 1 });
    default:
      return unknownLayer(layer);
  }
}

/** What a screen reader hears after an action (polite live region); null: nothing worth saying. */
export function announcementFor(t: TFunction<'dyo'>, action: EditorAction, before: EditorState): string | null {
  const layers = layersOf(before.present, before.side);
  const named = (id: string) => {
    const index = layers.findIndex((l) => l.id === id);
    return index >= 0 ? layerName(t, layers[index]!, index) : '';
  };
  switch (action.type) {
    case 'layerAdded':
      return t('editor::announce::added', { name: layerName(t, action.layer, layers.length) });
    case 'layerRemoved':
      return t('editor::announce::deleted', { name: named(action.id) });
    case 'layerMoved':
      return t('editor::announce::reordered', { name: named(action.id) });
    case 'layerChanged':
      if (action.merge) return null;
      if ('x' in action.changes || 'y' in action.changes) return t('editor::announce::moved', { name: named(action.id) });
      return t('editor::announce::changed', { name: named(action.id) });
    case 'undone':
      return before.past.length > 0 ? t('editor::announce::undone') : null;
    case 'redone':
      return before.future.length > 0 ? t('editor::announce::redone') : null;
    default:
      return null;
  }
}

/** The message of the polite live region, and a dispatch wrapper that sets it. */
export function useAnnouncer() {
  const [message, setMessage] = useState('');
  // A repeated message is re-announced: alternate a trailing no-break space.
  const announce = useCallback((text: string | null) => text && setMessage((m) => (m === text ? `${text}\u00a0` : text)), []);
  return { message, announce };
}
