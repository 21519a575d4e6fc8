import type Konva from 'konva';
import { useEffect, useRef, useState } from 'react';
import { Image as KonvaImage, Path as KonvaPath, Text as KonvaText, TextPath as KonvaTextPath } from 'react-konva';
import { unknownLayer, type DesignLayer } from '@/lib/dyo/design-document';
import { applyImageEffects, isCurved, layerAttrs } from '@/canvas/design-nodes';
import { loadImage } from '@/canvas/render-design';

interface Props {
  layer: DesignLayer;
  /** Screen pixels per mm (image filters are cached at this resolution). */
  pxPerMm: number;
  draggable: boolean;
  nodeRef: (node: Konva.Node | null) => void;
  onSelect: () => void;
  onDragMove: (event: Konva.KonvaEventObject<DragEvent>) => void;
  onDragEnd: (event: Konva.KonvaEventObject<DragEvent>) => void;
  onTransformEnd: (event: Konva.KonvaEventObject<Event>) => void;
}

function useImage(src: string | undefined): HTMLImageElement | undefined {
  const [image, setImage] = useState<HTMLImageElement>();
  useEffect(() => {
    let live = true;
    if (src)
      loadImage(src).then(
        (img) => live && setImage(img),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [src]);
  return image;
}

/** One design layer on the canvas (the same attributes as the print: canvas/design-nodes.ts): draggable, selectable, transformable. */
export function CanvasLayer({ layer, pxPerMm, draggable, nodeRef, onSelect, onDragMove, onDragEnd, onTransformEnd }: Props) {
  const image = useImage(layer.type === 'image' ? layer.src : undefined);
  const imageNode = useRef<Konva.Image | null>(null);
  useEffect(() => {
    if (layer.type === 'image' && imageNode.current && image) applyImageEffects(imageNode.current, layer, pxPerMm);
  }, [layer, image, pxPerMm]);
  const common = {
    ...layerAttrs(layer),
    name: layer.id,
    draggable,
    onMouseDown: onSelect,
    onTap: onSelect,
    onDragStart: onSelect,
    onDragMove,
    onDragEnd,
    onTransformEnd,
  };
  switch (layer.type) {
    case 'text':
      if (isCurved(layer)) return <KonvaTextPath ref={nodeRef} {...(common as Konva.TextPathConfig)} />;
      return <KonvaText ref={nodeRef} {...common} text={layer.text} />;
    case 'sticker':
      return <KonvaPath ref={nodeRef} {...common} />;
    case 'image':
      if (!image) return null;
      return (
        <KonvaImage
          ref={(node) => {
            imageNode.current = node;
            nodeRef(node);
          }}
          {...common}
          image={image}
        />
      );
    default:
      return unknownLayer(layer);
  }
}
