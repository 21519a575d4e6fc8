/**
 * Where a map cover's title and coordinates sit (mm, centres, as the design's text layers have them): the coordinates near the bottom, the
 * title just above them, its bottom edge clear of the coordinates however many lines it has. A moved title stays where the shopper put it.
 */
import type { Box } from '../design-document';
import type { FittedTitle } from './title-fit';

export const COORDS_FONT_MM = 3.6;
/** The coordinates' centre, this far above the print area's bottom edge. */
const COORDS_FROM_BOTTOM_MM = 20;
/** Between the title's bottom edge and the coordinates' top edge. */
const GAP_MM = 2.5;
/** Where the title sat before this layout (designs saved then keep moving with it). */
const OLD_TITLE_FROM_BOTTOM_MM = 30;

export interface MapTextLayout {
  titleY: number;
  coordsY: number;
  /** The title's height (mm): lines × size (Konva's line height is 1). */
  titleHeight: number;
}

/** The title's centre when it has not been moved: its bottom edge a gap above the coordinates. */
export function defaultTitleY(areaHeightMm: number, title: Pick<FittedTitle, 'fontSize' | 'lines'>): number {
  const coordsTop = areaHeightMm - COORDS_FROM_BOTTOM_MM - COORDS_FONT_MM / 2;
  return coordsTop - GAP_MM - (title.fontSize * title.lines) / 2;
}

/**
 * The layout for a newly fitted title. `previous` are the title and coordinates layers as they are now (if any): a title still at its
 * default place for its old size follows the new size; one the shopper moved stays.
 */
export function mapTextLayout(
  areaHeightMm: number,
  fitted: Pick<FittedTitle, 'fontSize' | 'lines'>,
  previous: { title?: { y: number; fontSize: number; text: string }; coordsY?: number } = {},
): MapTextLayout {
  const titleHeight = fitted.fontSize * fitted.lines;
  const coordsY = previous.coordsY ?? areaHeightMm - COORDS_FROM_BOTTOM_MM;
  const old = previous.title;
  const atDefault =
    !old ||
    Math.abs(old.y - defaultTitleY(areaHeightMm, { fontSize: old.fontSize, lines: old.text.split('\n').length })) < 0.01 ||
    Math.abs(old.y - (areaHeightMm - OLD_TITLE_FROM_BOTTOM_MM)) < 0.01;
  return { titleY: atDefault ? defaultTitleY(areaHeightMm, fitted) : old.y, coordsY, titleHeight };
}

/**
 * What place labels keep clear of on a map cover, in mm on the print area: the title and the coordinates bands, and the phone's camera
 * cut-out (a label there would be cut away by the hole), each with a margin.
 */
export function mapKeepFree(
  area: { widthMm: number; cutout?: Box },
  text: { titleY?: number; titleHeight?: number; coordsY?: number },
  marginMm = 1.5,
): Box[] {
  const boxes: Box[] = [];
  if (text.titleY !== undefined && text.titleHeight)
    boxes.push({ x: 0, y: text.titleY - text.titleHeight / 2 - marginMm, width: area.widthMm, height: text.titleHeight + marginMm * 2 });
  if (text.coordsY !== undefined)
    boxes.push({ x: 0, y: text.coordsY - COORDS_FONT_MM / 2 - marginMm, width: area.widthMm, height: COORDS_FONT_MM + marginMm * 2 });
  const c = area.cutout;
  if (c) boxes.push({ x: c.x - marginMm, y: c.y - marginMm, width: c.width + marginMm * 2, height: c.height + marginMm * 2 });
  return boxes;
}
