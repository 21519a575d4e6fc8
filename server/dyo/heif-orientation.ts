/**
 * Which way up a HEIC/HEIF photo is: the `irot`/`imir` properties win, as the HEIF standard says, and
 * the EXIF orientation applies only when neither is present, as some encoders write it.
 */
import type { Sharp } from 'sharp';

/** Children of a box's payload, each `{ type, start (payload), end }`. */
function boxes(bytes: Buffer, start: number, end: number): { type: string; start: number; end: number }[] {
  const out = [];
  let at = start;
  while (at + 8 <= end && out.length < 1000) {
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1 && at + 16 <= end) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) break;
    out.push({ type: bytes.toString('latin1', at + 4, at + 8), start: at + header, end: at + size });
    at += size;
  }
  return out;
}

/** True when the file's item properties (meta/iprp/ipco) hold a rotation or a mirroring. */
export function hasHeifTransforms(bytes: Buffer): boolean {
  const meta = boxes(bytes, 0, bytes.length).find((b) => b.type === 'meta');
  // `meta` is a full box: 4 bytes of version and flags before its children.
  const iprp = meta && boxes(bytes, meta.start + 4, meta.end).find((b) => b.type === 'iprp');
  const ipco = iprp && boxes(bytes, iprp.start, iprp.end).find((b) => b.type === 'ipco');
  return !!ipco && boxes(bytes, ipco.start, ipco.end).some((b) => b.type === 'irot' || b.type === 'imir');
}

/** The orientation tag (1–8) of an EXIF block (with or without its "Exif\0\0" prefix); 1 when none. */
export function exifOrientation(exif: Buffer | undefined): number {
  if (!exif) return 1;
  const tiff = [exif.indexOf('II*\0', 0, 'latin1'), exif.indexOf('MM\0*', 0, 'latin1')]
    .filter((i) => i >= 0 && i < 16)
    .sort((a, b) => a - b)[0];
  if (tiff === undefined) return 1;
  const little = exif[tiff] === 0x49;
  const u16 = (at: number) => (little ? exif.readUInt16LE(at) : exif.readUInt16BE(at));
  const u32 = (at: number) => (little ? exif.readUInt32LE(at) : exif.readUInt32BE(at));
  try {
    const ifd = tiff + u32(tiff + 4);
    const count = u16(ifd);
    for (let i = 0; i < count && i < 500; i++) {
      const entry = ifd + 2 + i * 12;
      if (u16(entry) === 0x0112) {
        const value = u16(entry + 8);
        return value >= 1 && value <= 8 ? value : 1;
      }
    }
  } catch {
    // A truncated block: no orientation.
  }
  return 1;
}

/** Turns a decoded image upright for an EXIF orientation (as sharp's `rotate()` does for a JPEG's own tag). */
export function orient(image: Sharp, orientation: number): Sharp {
  switch (orientation) {
    case 2:
      return image.flop();
    case 3:
      return image.rotate(180);
    case 4:
      return image.flip();
    case 5:
      return image.rotate(90).flip();
    case 6:
      return image.rotate(90);
    case 7:
      return image.rotate(90).flop();
    case 8:
      return image.rotate(270);
    default:
      return image;
  }
}
