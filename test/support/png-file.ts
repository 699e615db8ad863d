/**
 * A real PNG laid out byte by byte in Node (png-layout.ts, deflated by node:zlib), for a browser test or a measurement
 * to upload as the owner would: `noise` 0 gives a smooth gradient that compresses to little, 1 a photo-like grain that
 * does not.
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { pngFile, pngRows } from './png-layout';

export function pngBytes(width: number, height: number, noise = 0, seed = 1): Buffer {
  let state = seed;
  const grain = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return Math.floor(((state >> 16) % 64) * noise);
  };
  const rows = pngRows(width, height, (x, y) => [
    40 + (x * 180) / width + grain(),
    110 + (y * 100) / height + grain(),
    90 + ((x + y) * 60) / (width + height) + grain(),
  ]);
  // The seed also tints the first pixel, so two pictures of one size and seed-less grain still differ.
  rows[1] = seed & 255;
  return Buffer.from(pngFile(width, height, deflateSync(rows)));
}

/** Writes the PNG to `path` and returns the path; a different `seed` makes a different picture. */
export function writePng(path: string, width: number, height: number, noise = 0, seed = 1): string {
  writeFileSync(path, pngBytes(width, height, noise, seed));
  return path;
}
