/**
 * The editing canvas (react-konva): the product, its print area, the layers
 * (drag, corner handles to scale and rotate, pinch with two fingers), centre
 * snapping with guides. Everything is in mm inside a group scaled to fit.
 */
import type Konva from 'konva';
import { useEffect, useRef, useState } from 'react';
import { Group, Layer, Line, Path, Rect, Stage, Transformer } from 'react-konva';
import type { DesignDocument, DesignLayer } from '@/lib/dyo/design-document';
import { snapToCentre, type EditorAction } from '@/lib/dyo/editor-state';
import { addPhoneFrame, clipArea } from '@/lib/dyo/render-design';
import type { ProductTemplate } from '@/lib/dyo/templates';
import { CanvasLayer } from './canvas-layer';
import { pinchChange, type Pinch } from './pinch';

interface Props {
  document: DesignDocument;
  layers: DesignLayer[];
  selectedId: string | null;
  template: ProductTemplate;
  width: number;
  maxHeight: number;
  dispatch: (action: EditorAction) => void;
}

export function DesignCanvas({ document, layers, selectedId, template, width, maxHeight, dispatch }: Props) {
  const k = Math.min(width / template.widthMm, maxHeight / template.heightMm);
  const nodes = useRef(new Map<string, Konva.Node>());
  const transformer = useRef<Konva.Transformer>(null);
  const frame = useRef<Konva.Group>(null);
  const [guides, setGuides] = useState({ x: false, y: false });
  const pinch = useRef<Pinch | null>(null);
  const { area } = template;

  useEffect(() => {
    const node = selectedId ? nodes.current.get(selectedId) : undefined;
    transformer.current?.nodes(node ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selectedId, layers]);

  useEffect(() => {
    const group = frame.current;
    if (!group || template.body) return;
    group.destroyChildren();
    addPhoneFrame(group as unknown as Konva.Layer, { ...template, areaX: 0, areaY: 0 });
  }, [template]);

  const selected = layers.find((l) => l.id === selectedId);

  const onTouchMove = (event: Konva.KonvaEventObject<TouchEvent>) => {
    const touches = event.evt.touches;
    if (touches.length !== 2 || !selected) return;
    event.evt.preventDefault();
    const result = pinchChange(pinch.current, touches, selected);
    pinch.current = result.pinch;
    if (result.changes) dispatch({ type: 'layerChanged', id: selected.id, changes: result.changes, merge: true });
  };

  return (
    <Stage
      width={template.widthMm * k}
      height={template.heightMm * k}
      onMouseDown={(e) => e.target === e.target.getStage() && dispatch({ type: 'layerSelected', id: null })}
      onTouchStart={(e) => {
        if (e.target === e.target.getStage()) dispatch({ type: 'layerSelected', id: null });
        if (e.evt.touches.length === 2 && selected) dispatch({ type: 'layerChanged', id: selected.id, changes: {} });
      }}
      onTouchMove={onTouchMove}
      onTouchEnd={() => (pinch.current = null)}
    >
      <Layer>
        <Group scaleX={k} scaleY={k}>
          {template.body ? <Path data={template.body} fill={document.garmentColor ?? '#ffffff'} stroke="#65635d" strokeWidth={2} listening={false} /> : null}
          {template.detail ? <Path data={template.detail} stroke="#65635d" strokeWidth={2} listening={false} /> : null}
          <Group x={template.areaX} y={template.areaY} clipFunc={(ctx) => clipArea(ctx, template)}>
            {document.kind !== 'clothes' ? (
              <Rect width={area.widthMm} height={area.heightMm} fill={document.background} onMouseDown={() => dispatch({ type: 'layerSelected', id: null })} onTap={() => dispatch({ type: 'layerSelected', id: null })} />
            ) : null}
            {layers.map((layer) => (
              <CanvasLayer
                key={layer.id}
                layer={layer}
                nodeRef={(node: Konva.Node | null) => {
                  if (node) nodes.current.set(layer.id, node);
                  else nodes.current.delete(layer.id);
                }}
                onSelect={() => dispatch({ type: 'layerSelected', id: layer.id })}
                onDragMove={(e) => {
                  const snapped = snapToCentre(e.target.x(), e.target.y(), area);
                  e.target.position({ x: snapped.x, y: snapped.y });
                  setGuides({ x: snapped.snappedX, y: snapped.snappedY });
                }}
                onDragEnd={(e) => {
                  setGuides({ x: false, y: false });
                  dispatch({ type: 'layerChanged', id: layer.id, changes: { x: e.target.x(), y: e.target.y() } });
                }}
                onTransformEnd={(e) => {
                  const node = e.target;
                  const sx = node.scaleX();
                  node.scale({ x: 1, y: 1 });
                  const base = { x: node.x(), y: node.y(), rotation: node.rotation() };
                  if (layer.type === 'image') dispatch({ type: 'layerChanged', id: layer.id, changes: { ...base, width: layer.width * sx, height: layer.height * sx } });
                  else dispatch({ type: 'layerChanged', id: layer.id, changes: { ...base, fontSize: layer.fontSize * sx } });
                }}
              />
            ))}
          </Group>
          <Group x={template.areaX} y={template.areaY} listening={false}>
            {template.body ? <Rect width={area.widthMm} height={area.heightMm} stroke="#1f6fb2" strokeWidth={1.5} dash={[6, 4]} /> : null}
            {guides.x ? <Line points={[area.widthMm / 2, 0, area.widthMm / 2, area.heightMm]} stroke="#d9472b" strokeWidth={0.6} dash={[3, 2]} /> : null}
            {guides.y ? <Line points={[0, area.heightMm / 2, area.widthMm, area.heightMm / 2]} stroke="#d9472b" strokeWidth={0.6} dash={[3, 2]} /> : null}
          </Group>
          <Group ref={frame} x={template.areaX} y={template.areaY} listening={false} />
        </Group>
        <Transformer
          ref={transformer}
          keepRatio
          enabledAnchors={['top-left', 'top-right', 'bottom-left', 'bottom-right']}
          rotationSnaps={[0, 90, 180, 270]}
          anchorSize={14}
          borderStroke="#1f6fb2"
          anchorStroke="#1f6fb2"
          boundBoxFunc={(oldBox, newBox) => (newBox.width < 10 || newBox.height < 10 ? oldBox : newBox)}
        />
      </Layer>
    </Stage>
  );
}
