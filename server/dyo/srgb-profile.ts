/**
 * The sRGB IEC61966-2.1 ICC profile a print file carries, written as the PNG's `iCCP` chunk with the pixels left as drawn: print partners
 * read the profile's description, and libvips' built-in 'srgb' is not described so (docs/design-your-own.md#saving-and-printing).
 */
import { crc32, deflateSync } from 'node:zlib';

/** The profile's description (its `desc` tag), as print.json names it. */
export const SRGB_PROFILE_NAME = 'sRGB IEC61966-2.1';

const s15 = (v: number) => Math.round(v * 65536);

function xyzTag(x: number, y: number, z: number): Buffer {
  const b = Buffer.alloc(20);
  b.write('XYZ ', 0, 'latin1');
  b.writeInt32BE(s15(x), 8);
  b.writeInt32BE(s15(y), 12);
  b.writeInt32BE(s15(z), 16);
  return b;
}

/** textDescriptionType (ICC v2): ASCII, then empty Unicode and ScriptCode parts. */
function descTag(text: string): Buffer {
  const ascii = Buffer.from(`${text}\0`, 'latin1');
  const b = Buffer.alloc(12 + ascii.length + 4 + 4 + 2 + 1 + 67);
  b.write('desc', 0, 'latin1');
  b.writeUInt32BE(ascii.length, 8);
  ascii.copy(b, 12);
  return b;
}

function textTag(text: string): Buffer {
  return Buffer.concat([Buffer.from('text\0\0\0\0', 'latin1'), Buffer.from(`${text}\0`, 'latin1')]);
}

/** The sRGB transfer curve (IEC 61966-2-1) as 1024 samples. */
function curveTag(): Buffer {
  const n = 1024;
  const b = Buffer.alloc(12 + n * 2);
  b.write('curv', 0, 'latin1');
  b.writeUInt32BE(n, 8);
  for (let i = 0; i < n; i++) {
    const v = i / (n - 1);
    const linear = v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    b.writeUInt16BE(Math.round(linear * 65535), 12 + i * 2);
  }
  return b;
}

const pad4 = (b: Buffer) => (b.length % 4 === 0 ? b : Buffer.concat([b, Buffer.alloc(4 - (b.length % 4))]));

function buildProfile(): Buffer {
  const curve = curveTag();
  const tags: [string, Buffer][] = [
    ['desc', descTag(SRGB_PROFILE_NAME)],
    ['cprt', textTag('No copyright, use freely')],
    ['wtpt', xyzTag(0.95045, 1, 1.08905)],
    ['rXYZ', xyzTag(0.43607, 0.22249, 0.01392)],
    ['gXYZ', xyzTag(0.38515, 0.71687, 0.09708)],
    ['bXYZ', xyzTag(0.14307, 0.06061, 0.7141)],
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ];
  const table = Buffer.alloc(4 + tags.length * 12);
  table.writeUInt32BE(tags.length, 0);
  const data: Buffer[] = [];
  const placed = new Map<Buffer, number>();
  let offset = 128 + table.length;
  tags.forEach(([sig, body], i) => {
    // The three curves are one block of data, as ICC allows.
    let at = placed.get(body);
    if (at === undefined) {
      at = offset;
      placed.set(body, at);
      const padded = pad4(body);
      data.push(padded);
      offset += padded.length;
    }
    table.write(sig, 4 + i * 12, 'latin1');
    table.writeUInt32BE(at, 8 + i * 12);
    table.writeUInt32BE(body.length, 12 + i * 12);
  });
  const header = Buffer.alloc(128);
  header.writeUInt32BE(offset, 0);
  header.writeUInt32BE(0x02100000, 8); // version 2.1
  header.write('mntr', 12, 'latin1');
  header.write('RGB ', 16, 'latin1');
  header.write('XYZ ', 20, 'latin1');
  [1998, 2, 9, 6, 49, 0].forEach((v, i) => header.writeUInt16BE(v, 24 + i * 2));
  header.write('acsp', 36, 'latin1');
  header.write('IEC ', 48, 'latin1');
  header.write('sRGB', 52, 'latin1');
  // Rendering intent 0 (perceptual); the PCS illuminant D50.
  header.writeInt32BE(s15(0.9642), 68);
  header.writeInt32BE(s15(1), 72);
  header.writeInt32BE(s15(0.8249), 76);
  return Buffer.concat([header, table, ...data]);
}

/** The profile's bytes (built once). */
const SRGB_PROFILE: Buffer = buildProfile();

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/**
 * The PNG with the sRGB IEC61966-2.1 profile as its `iCCP` chunk, right after IHDR (before any image data, as PNG asks); an `iCCP` or
 * `sRGB` chunk already there is dropped, since a PNG may carry only one.
 */
export function withSrgbProfile(png: Buffer): Buffer {
  const signature = png.subarray(0, 8);
  const parts: Buffer[] = [signature];
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (type !== 'iCCP' && type !== 'sRGB') parts.push(png.subarray(at, end));
    if (type === 'IHDR')
      parts.push(chunk('iCCP', Buffer.concat([Buffer.from('sRGB IEC61966-2.1\0\0', 'latin1'), deflateSync(SRGB_PROFILE)])));
    at = end;
  }
  return Buffer.concat(parts);
}
