import type Konva from 'konva';
import { useEffect, useState, type Ref } from 'react';
import { Image as KonvaImage, Text as KonvaText } from 'react-konva';
import type { DesignLayer } from '@/lib/dyo/design-document';
import { layerAttrs, loadImage } from '@/lib/dyo/render-design';

interface Props {
  layer: DesignLayer;
  nodeRef: Ref<Konva.Image & Konva.Text> | undefined;
  onSelect: () => void;
  onDragMove: (event: Konva.KonvaEventObject<DragEvent>) => void;
  onDragEnd: (event: Konva.KonvaEventObject<DragEvent>) => void;
  onTransformEnd: (event: Konva.KonvaEventObject<Event>) => void;
}

function useImage(src: string | undefined): HTMLImageElement | undefined {
  const [image, setImage] = useState<HTMLImageElement>();
  useEffect(() => {
    let live = true;
    if (src) loadImage(src).then((img) => live && setImage(img), () => undefined);
    return () => {
      live = false;
    };
  }, [src]);
  return image;
}

/** One design layer on the canvas: draggable, selectable, transformable. */
export function CanvasLayer({ layer, nodeRef, onSelect, onDragMove, onDragEnd, onTransformEnd }: Props) {
  const image = useImage(layer.type === 'image' ? layer.src : undefined);
  const common = { ...layerAttrs(layer), name: layer.id, draggable: true, onMouseDown: onSelect, onTap: onSelect, onDragStart: onSelect, onDragMove, onDragEnd, onTransformEnd };
  if (layer.type === 'text') return <KonvaText ref={nodeRef} {...common} text={layer.text} />;
  return image ? <KonvaImage ref={nodeRef} {...common} image={image} /> : null;
}
