import { useEffect, useState } from 'react';
import type { DesignLayer } from '@/lib/dyo/design-document';
import { loadImage } from '@/canvas/render-design';

/**
 * True once the fonts are loaded (`fontsReady`) and every picture of the shown layers has loaded, so the canvas draws what will be printed.
 * The canvas box says it in `data-ready` (tests wait for it before comparing screenshots).
 */
export function useCanvasReady(layers: DesignLayer[], fontsReady: boolean): boolean {
  const sources = layers.flatMap((l) => (l.type === 'image' ? [l.src] : []));
  const key = sources.join('\n');
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const list = key ? key.split('\n') : [];
    // A picture that fails to load is left out of the canvas; it does not keep the canvas waiting.
    void Promise.allSettled(list.map((src) => loadImage(src))).then(() => live && setLoadedKey(key));
    return () => {
      live = false;
    };
  }, [key]);
  return fontsReady && loadedKey === key;
}
