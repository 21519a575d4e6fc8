/**
 * The editor of each `engine` the product registry names (lib/dyo/product-types/), for the one engine page. Each loads with next/dynamic in
 * the browser only, so konva, the editor and a type's own code (the map data, the garment sides) are never in a page's first load, and one
 * type's editor is not loaded for another's.
 */
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { EngineFrame } from '@/components/dyo/engine-frame';
import type { DyoEngine, EditorProps } from '@/lib/dyo/page-props';

const loading = () => <EngineFrame.Loading />;

export const DYO_EDITORS: { [E in DyoEngine]: ComponentType<EditorProps<E>> } = {
  image: dynamic(() => import('./image-engine'), { ssr: false, loading }),
  clothes: dynamic(() => import('./clothes-engine'), { ssr: false, loading }),
  // d3-geo and the map data load with it.
  map: dynamic(() => import('./map-engine'), { ssr: false, loading }),
};
