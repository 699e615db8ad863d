/**
 * A real PNG written byte by byte in Node (zlib, each chunk's CRC-32), for a browser test or a measurement to upload
 * as the owner would: `noise` 0 gives a smooth gradient that compresses to little, 1 a photo-like grain that does not.
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { crc32 } from './crc32';

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

export function pngBytes(width: number, height: number, noise = 0, seed = 1): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let state = seed;
  const grain = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return Math.floor(((state >> 16) % 64) * noise);
  };
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const at = row + 1 + x * 3;
      rows[at] = (40 + (x * 180) / width + grain()) & 255;
      rows[at + 1] = (110 + (y * 100) / height + grain()) & 255;
      rows[at + 2] = (90 + ((x + y) * 60) / (width + height) + grain()) & 255;
    }
  }
  // The seed also tints the first pixel, so two pictures of one size and seed-less grain still differ.
  rows[1] = seed & 255;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** Writes the PNG to `path` and returns the path; a different `seed` makes a different picture. */
export function writePng(path: string, width: number, height: number, noise = 0, seed = 1): string {
  writeFileSync(path, pngBytes(width, height, noise, seed));
  return path;
}
