/**
 * A truecolour PNG laid out byte by byte, the same in Node (the bench, browser tests) and in workerd (the media
 * tests): the pixel rows to deflate, and the file around their deflated bytes (signature, chunks, each chunk's CRC-32).
 * Each runtime deflates with its own zlib.
 */

/** The colour of a pixel, red, green and blue from 0 to 255 (wrapped when outside). */
export type Paint = (x: number, y: number) => [number, number, number];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(new TextEncoder().encode(type), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

/** The rows PNG deflates: each a filter byte (0, none) and then every pixel's red, green and blue, painted in order. */
export function pngRows(width: number, height: number, paint: Paint): Uint8Array<ArrayBuffer> {
  const stride = width * 3 + 1;
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * stride + 1 + x * 3;
      const [r, g, b] = paint(x, y);
      // A typed array keeps a value's integer part modulo 256.
      rows[at] = r;
      rows[at + 1] = g;
      rows[at + 2] = b;
    }
  }
  return rows;
}

/** The PNG file of `width` × `height` whose rows deflate to `deflated`. */
export function pngFile(width: number, height: number, deflated: Uint8Array): Uint8Array<ArrayBuffer> {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflated),
    pngChunk('IEND', new Uint8Array()),
  ];
  const file = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.length;
  }
  return file;
}
