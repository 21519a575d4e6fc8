/**
 * The editing canvas (react-konva). Everything is in mm inside a group scaled to fit, with a margin
 * so the handles of an overhanging layer stay reachable.
 */
import type Konva from 'konva';
import { useEffect, useRef, useState } from 'react';
import { Group, Layer, Line, Path, Rect, Stage, Transformer } from 'react-konva';
import type { DesignDocument, DesignLayer, ImageLayer } from '@/lib/dyo/design-document';
import { panCrop } from '@/lib/dyo/crop';
import { clipArea, layerAttrs, layerSize } from '@/canvas/design-nodes';
import type { EditorAction } from '@/lib/dyo/editor-state';
import { scaleLayer } from '@/lib/dyo/keyboard';
import { layerBox } from '@/lib/dyo/design-checks';
import { rotatedSize, snapLayer } from '@/lib/dyo/print-area-layout';
import { productInfo } from '@/lib/dyo/product-types/info';
import { addProductFrame } from '@/canvas/render-design';
import type { ProductTemplate } from '@/lib/dyo/templates';
import { CanvasLayer } from './canvas-layer';
import { gestureLayerId, pinchChanges, type PinchStart, type Point } from './pinch';

/** Screen pixels around the product, so corner handles outside it can still be grabbed. */
const STAGE_MARGIN = 28;

interface Props {
  document: DesignDocument;
  layers: DesignLayer[];
  selectedId: string | null;
  template: ProductTemplate;
  width: number;
  maxHeight: number;
  showGuides: boolean;
  /** Off on a touch screen until the shopper turns editing on, so the page still scrolls. */
  editing: boolean;
  /** The image layer whose picture a drag moves inside its frame (crop mode), if any. */
  panningId?: string | null;
  /** Layers with something to check before printing (lib/dyo/design-checks.ts): outlined on the canvas. */
  flagged?: readonly string[];
  dispatch: (action: EditorAction) => void;
}

const GUIDE = { bleed: '#d9472b', trim: '#1f6fb2', safe: '#1b7a4b', snap: '#c2185b', flag: '#e8590c' };

export function DesignCanvas({
  document,
  layers,
  selectedId,
  template,
  width,
  maxHeight,
  showGuides,
  editing,
  panningId = null,
  flagged = [],
  dispatch,
}: Props) {
  const k = Math.max(0.1, Math.min((width - STAGE_MARGIN * 2) / template.widthMm, (maxHeight - STAGE_MARGIN * 2) / template.heightMm));
  const stageWidth = Math.max(width, template.widthMm * k + STAGE_MARGIN * 2);
  const stageHeight = template.heightMm * k + STAGE_MARGIN * 2;
  const nodes = useRef(new Map<string, Konva.Node>());
  const transformer = useRef<Konva.Transformer>(null);
  const frame = useRef<Konva.Group>(null);
  const areaGroup = useRef<Konva.Group>(null);
  const [guides, setGuides] = useState<{ x: number[]; y: number[] }>({ x: [], y: [] });
  const pinch = useRef<PinchStart | null>(null);
  /** The selected layer when the first finger of the current touch landed. */
  const firstTouchSelected = useRef<string | null>(null);
  /** A two-finger gesture is under way (from the second finger until every finger is lifted). */
  const gesturing = useRef(false);
  const gestureTarget = useRef<string | null>(null);
  const [heldView, setHeldView] = useState<{ zoom: number; originX: number; originY: number } | null>(null);
  /** Where a crop-mode drag started: the frame's place and the crop then. */
  const panStart = useRef<{ x: number; y: number; crop: ImageLayer['crop'] } | null>(null);
  const { area } = template;
  const bleed = area.bleedMm;
  /** The print area with its bleed, in the area's own coordinates. */
  const bleedBox = { x: -bleed, y: -bleed, width: area.widthMm + bleed * 2, height: area.heightMm + bleed * 2 };

  useEffect(() => {
    const node = selectedId && editing ? nodes.current.get(selectedId) : undefined;
    transformer.current?.nodes(node ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selectedId, layers, editing]);

  useEffect(() => {
    const group = frame.current;
    if (!group) return;
    group.destroyChildren();
    addProductFrame(group, { ...template, areaX: 0, areaY: 0 });
  }, [template]);

  const selected = layers.find((l) => l.id === selectedId);
  // A selected layer larger than the product (a photo scaled past the cover) is zoomed out to, so its
  // corner handles stay on the stage where a pointer or finger reaches them; the stage keeps its size.
  const extent = { left: 0, top: 0, right: template.widthMm, bottom: template.heightMm };
  if (selected && editing) {
    const box = rotatedSize(layerSize(selected), selected.rotation);
    const cx = template.areaX + selected.x;
    const cy = template.areaY + selected.y;
    extent.left = Math.min(0, cx - box.width / 2);
    extent.top = Math.min(0, cy - box.height / 2);
    extent.right = Math.max(template.widthMm, cx + box.width / 2);
    extent.bottom = Math.max(template.heightMm, cy + box.height / 2);
  }
  const extentWidth = extent.right - extent.left;
  const extentHeight = extent.bottom - extent.top;
  const fittedZoom = Math.min(k, (stageWidth - STAGE_MARGIN * 2) / extentWidth, (stageHeight - STAGE_MARGIN * 2) / extentHeight);
  const fitted = {
    zoom: fittedZoom,
    originX: (stageWidth - extentWidth * fittedZoom) / 2 - extent.left * fittedZoom,
    originY: (stageHeight - extentHeight * fittedZoom) / 2 - extent.top * fittedZoom,
  };
  // During a two-finger gesture the view holds still: the fingers are read in print-area mm through the
  // view, so a zoom-out as the photo grows past the product would change the fingers' distance under them
  // and overshoot the pinch (2.08× for a 2× spread, e2e/dyo-touch.spec.ts). It fits again when they lift.
  const { zoom, originX, originY } = heldView ?? fitted;

  /** Two touches in print-area mm (the area group's own coordinates), or null. */
  const fingers = (event: TouchEvent): [Point, Point] | null => {
    const stage = areaGroup.current?.getStage();
    const first = event.touches[0];
    const second = event.touches[1];
    if (!stage || !areaGroup.current || !first || !second) return null;
    const box = stage.container().getBoundingClientRect();
    const toArea = areaGroup.current.getAbsoluteTransform().copy().invert();
    const at = (t: Touch) => toArea.point({ x: t.clientX - box.left, y: t.clientY - box.top });
    return [at(first), at(second)];
  };

  const onTouchStart = (event: Konva.KonvaEventObject<TouchEvent>) => {
    if (event.target === event.target.getStage()) deselect();
    const touches = event.evt.touches.length;
    // The layer a gesture acts on: the one selected when the first finger landed (gestureLayerId).
    if (touches === 1) firstTouchSelected.current = selectedId;
    if (!editing || touches !== 2) return;
    const targetId = gestureLayerId(firstTouchSelected.current, selectedId);
    const target = layers.find((l) => l.id === targetId);
    if (!target) return;
    event.evt.preventDefault();
    // The second finger: every one-finger drag stops (Konva would go on following the first finger).
    // The target's place so far is where the pinch starts from; any other layer the first finger
    // was dragging goes back where it was, and its drag makes no undo step (onDragEnd below).
    gesturing.current = true;
    gestureTarget.current = target.id;
    let dragged = {};
    for (const [id, node] of nodes.current) {
      if (node.isDragging()) {
        if (id === target.id) dragged = { x: node.x(), y: node.y() };
        node.stopDrag();
      }
      if (id !== target.id) {
        const layer = layers.find((l) => l.id === id);
        if (layer) node.position({ x: layer.x, y: layer.y });
      }
      node.draggable(false);
    }
    setGuides({ x: [], y: [] });
    const points = fingers(event.evt);
    if (!points) return;
    pinch.current = { layer: { ...target, ...dragged }, a: points[0], b: points[1] };
    setHeldView({ zoom, originX, originY });
    if (selectedId !== target.id) dispatch({ type: 'layerSelected', id: target.id });
    // The gesture is one undo step: this empty change is the step, the moves merge into it.
    dispatch({ type: 'layerChanged', id: target.id, changes: {} });
  };

  const onTouchMove = (event: Konva.KonvaEventObject<TouchEvent>) => {
    const start = pinch.current;
    if (!editing || !start || event.evt.touches.length < 2) return;
    // Neither the page nor the browser's zoom moves under the fingers.
    event.evt.preventDefault();
    const points = fingers(event.evt);
    const changes = points && pinchChanges(start, points[0], points[1]);
    if (changes) dispatch({ type: 'layerChanged', id: start.layer.id, changes, merge: true });
  };

  const deselect = () => dispatch({ type: 'layerSelected', id: null });

  return (
    <Stage
      width={stageWidth}
      height={stageHeight}
      listening={editing}
      onMouseDown={(e) => e.target === e.target.getStage() && deselect()}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={(e) => {
        if (e.evt.touches.length > 0) return;
        firstTouchSelected.current = null;
        if (!gesturing.current) return;
        gesturing.current = false;
        const start = pinch.current;
        pinch.current = null;
        for (const node of nodes.current.values()) node.draggable(editing);
        if (start) setHeldView(null);
      }}
    >
      <Layer>
        <Group x={originX} y={originY} scaleX={zoom} scaleY={zoom}>
          {template.body ? (
            <Path data={template.body} fill={document.garmentColor ?? '#ffffff'} stroke="#65635d" strokeWidth={2} listening={false} />
          ) : null}
          {(template.details ?? []).map((d) => (
            <Path key={d} data={d} stroke="#65635d" strokeWidth={2} listening={false} />
          ))}
          <Group ref={areaGroup} x={template.areaX} y={template.areaY} clipFunc={(ctx) => clipArea(ctx, template, bleed)}>
            {productInfo(document.kind).background ? (
              <Rect {...bleedBox} fill={document.background} onMouseDown={deselect} onTap={deselect} />
            ) : null}
            {layers.map((layer) => (
              <CanvasLayer
                key={layer.id}
                layer={layer}
                pxPerMm={zoom * (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1)}
                draggable={editing}
                nodeRef={(node) => {
                  if (node) nodes.current.set(layer.id, node);
                  else nodes.current.delete(layer.id);
                }}
                onSelect={() => dispatch({ type: 'layerSelected', id: layer.id })}
                onDragMove={(e) => {
                  const node = e.target;
                  if (gesturing.current) return;
                  if (layer.type === 'image' && layer.id === panningId) {
                    // Crop mode: the frame stays, the picture moves inside it (along the frame's own axes when rotated).
                    if (!panStart.current) {
                      panStart.current = { x: layer.x, y: layer.y, crop: layer.crop };
                      // One drag is one undo step: this empty change is the step, the drag merges into it.
                      dispatch({ type: 'layerChanged', id: layer.id, changes: {} });
                    }
                    const start = panStart.current;
                    const dx = node.x() - start.x;
                    const dy = node.y() - start.y;
                    node.position({ x: start.x, y: start.y });
                    const r = (-layer.rotation * Math.PI) / 180;
                    const crop = panCrop(
                      { ...layer, crop: start.crop },
                      dx * Math.cos(r) - dy * Math.sin(r),
                      dx * Math.sin(r) + dy * Math.cos(r),
                    );
                    dispatch({ type: 'layerChanged', id: layer.id, changes: { crop }, merge: true });
                    return;
                  }
                  const parent = areaGroup.current;
                  if (!parent) return;
                  const box = node.getClientRect({ relativeTo: parent });
                  const dx = node.x() - (box.x + box.width / 2);
                  const dy = node.y() - (box.y + box.height / 2);
                  const snap = snapLayer(box.x + box.width / 2, box.y + box.height / 2, box.width / 2, box.height / 2, area);
                  node.position({ x: snap.x + dx, y: snap.y + dy });
                  setGuides({ x: snap.guidesX, y: snap.guidesY });
                }}
                onDragEnd={(e) => {
                  if (gesturing.current) {
                    // A drag the second finger stopped: the pinch moves its layer; any other stays where it was.
                    if (gestureTarget.current !== layer.id) e.target.position({ x: layer.x, y: layer.y });
                    return;
                  }
                  if (panStart.current) {
                    panStart.current = null;
                    return;
                  }
                  setGuides({ x: [], y: [] });
                  dispatch({ type: 'layerChanged', id: layer.id, changes: { x: e.target.x(), y: e.target.y() } });
                }}
                onTransformEnd={(e) => {
                  const node = e.target;
                  const initial = (layerAttrs(layer).scaleX as number | undefined) ?? 1;
                  const f = node.scaleX() / initial;
                  node.scale({ x: initial, y: (layerAttrs(layer).scaleY as number | undefined) ?? 1 });
                  dispatch({
                    type: 'layerChanged',
                    id: layer.id,
                    changes: { x: node.x(), y: node.y(), rotation: node.rotation(), ...scaleLayer(layer, f) },
                  });
                }}
              />
            ))}
          </Group>
          <Group x={template.areaX} y={template.areaY} listening={false}>
            {showGuides && bleed > 0 ? (
              <Rect {...bleedBox} cornerRadius={area.radiusMm + bleed} stroke={GUIDE.bleed} strokeWidth={0.5} dash={[2, 1.5]} />
            ) : null}
            {showGuides || template.body ? (
              <Rect
                width={area.widthMm}
                height={area.heightMm}
                cornerRadius={area.radiusMm}
                stroke={GUIDE.trim}
                strokeWidth={template.body ? 1.5 : 0.5}
                dash={template.body ? [6, 4] : undefined}
              />
            ) : null}
            {showGuides ? (
              <Rect
                x={area.safeMm}
                y={area.safeMm}
                width={area.widthMm - area.safeMm * 2}
                height={area.heightMm - area.safeMm * 2}
                cornerRadius={Math.max(0, area.radiusMm - area.safeMm)}
                stroke={GUIDE.safe}
                strokeWidth={template.body ? 1 : 0.4}
                dash={[3, 2]}
              />
            ) : null}
            {layers
              .filter((l) => flagged.includes(l.id))
              .map((l) => {
                const box = layerBox(l, layerSize(l));
                const pad = 0.8;
                return (
                  <Rect
                    key={`flag-${l.id}`}
                    name="check-mark"
                    x={box.left - pad}
                    y={box.top - pad}
                    width={box.right - box.left + pad * 2}
                    height={box.bottom - box.top + pad * 2}
                    stroke={GUIDE.flag}
                    strokeWidth={template.body ? 1.6 : 0.8}
                    dash={[2.5, 1.5]}
                  />
                );
              })}
            {[
              ...guides.x.map((x) => [x, -bleed, x, area.heightMm + bleed]),
              ...guides.y.map((y) => [-bleed, y, area.widthMm + bleed, y]),
            ].map((points) => (
              <Line key={points.join()} points={points} stroke={GUIDE.snap} strokeWidth={template.body ? 1.2 : 0.5} dash={[3, 2]} />
            ))}
          </Group>
          <Group ref={frame} x={template.areaX} y={template.areaY} listening={false} />
        </Group>
        <Transformer
          ref={transformer}
          keepRatio
          enabledAnchors={['top-left', 'top-right', 'bottom-left', 'bottom-right']}
          rotationSnaps={[0, 90, 180, 270]}
          anchorSize={16}
          borderStroke="#1f6fb2"
          anchorStroke="#1f6fb2"
          boundBoxFunc={(oldBox, newBox) => (newBox.width < 10 || newBox.height < 10 ? oldBox : newBox)}
        />
      </Layer>
    </Stage>
  );
}
