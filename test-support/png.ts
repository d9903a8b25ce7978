/**
 * The one test image of the repository: a small valid PNG made in memory (a vertical two-colour gradient), with no
 * dependency but node:zlib, so the server's tests, the web app's tests and the browser journeys all use it.
 */
import zlib from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width × height PNG, a gradient from `from` (top) to `to` (bottom). */
export function makePng(
  width = 240,
  height = 320,
  from: [number, number, number] = [74, 58, 201],
  to: [number, number, number] = [255, 170, 120],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const t = y / (height - 1);
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      for (let c = 0; c < 3; c += 1) row[1 + x * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The PNG as a File (a form's image input in the web app's tests). */
export function pngFile(name = 'image.png', width = 24, height = 32): File {
  return new File([new Uint8Array(makePng(width, height))], name, { type: 'image/png' });
}
