/**
 * Real, decodable pictures for the media tests, made in the test: a PNG laid out byte by byte (png-layout.ts, zlib
 * through CompressionStream), and JPEG and WebP made from it by the Images binding (Sharp, locally).
 * The EXIF orientation is spliced into a JPEG by hand, as a phone writes it.
 */
import { env } from 'cloudflare:workers';
import { type Paint, pngFile, pngRows } from './png-layout';

export type { Paint };

type Bytes = Uint8Array<ArrayBuffer>;

async function concat(parts: Uint8Array[]): Promise<Bytes> {
  return new Uint8Array(await new Blob(parts as BlobPart[]).arrayBuffer());
}

/** A smooth gradient: compresses to almost nothing. */
export const gradient: Paint = (x, y) => [(x * 7) % 256, (y * 5) % 256, ((x + y) * 3) % 256];

/** A truecolour PNG of `width` × `height`, every row unfiltered. */
export async function pngPicture(width: number, height: number, paint: Paint = gradient): Promise<Bytes> {
  const rows = pngRows(width, height, paint);
  const compressed = new Response(new Blob([rows]).stream().pipeThrough(new CompressionStream('deflate')));
  return pngFile(width, height, new Uint8Array(await compressed.arrayBuffer()));
}

/** The same picture in another format, by the Images binding. */
export async function converted(picture: Bytes, format: 'image/jpeg' | 'image/webp'): Promise<Bytes> {
  const output = await env.IMAGES.input(new Blob([picture]).stream()).output({ format });
  return new Uint8Array(await output.response().arrayBuffer());
}

/** What an independent decoder (Sharp, behind the Images binding) says a picture is. */
export async function decodedInfo(picture: Uint8Array): Promise<{ format: string; width?: number; height?: number }> {
  const info = await env.IMAGES.info(new Blob([picture as Bytes]).stream());
  return 'width' in info ? info : { format: info.format };
}

/** A JPEG with an EXIF block (APP1, right after SOI) whose orientation is `orientation`, as a phone's camera writes. */
export async function withExifOrientation(jpeg: Bytes, orientation: number): Promise<Bytes> {
  const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08]; // big-endian, IFD0 at 8
  const ifd = [0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00];
  const next = [0x00, 0x00, 0x00, 0x00];
  const exif = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00, ...tiff, ...ifd, ...next];
  const length = exif.length + 2;
  const app1 = new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff, ...exif]);
  return concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

/** Well-known tiny WebPs (the feature tests browsers have long used): lossless 1×1, and extended 1×1 with alpha. */
export const losslessWebp = Uint8Array.from(atob('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=='), (c) =>
  c.charCodeAt(0),
);
export const extendedWebp = Uint8Array.from(
  atob(
    'UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==',
  ),
  (c) => c.charCodeAt(0),
);

/** A deterministic pseudo-random number from 0 to 1 for a lattice point (no Math.random: the picture is the same each run). */
function lattice(x: number, y: number, seed: number): number {
  let h = (x * 374761393 + y * 668265263 + seed * 982451653) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 0xffffffff;
}

function smoothNoise(x: number, y: number, cell: number, seed: number): number {
  const gx = Math.floor(x / cell);
  const gy = Math.floor(y / cell);
  const fx = x / cell - gx;
  const fy = y / cell - gy;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const top = lattice(gx, gy, seed) * (1 - sx) + lattice(gx + 1, gy, seed) * sx;
  const bottom = lattice(gx, gy + 1, seed) * (1 - sx) + lattice(gx + 1, gy + 1, seed) * sx;
  return top * (1 - sy) + bottom * sy;
}

/**
 * Something like a photograph: a sky-to-ground gradient, soft shapes at several scales, and a camera's fine grain,
 * so a JPEG and its WebP variants weigh about what a real photo's would.
 */
export function photoLike(width: number, height: number): Paint {
  return (x, y) => {
    const shapes =
      0.5 * smoothNoise(x, y, 240, 1) + 0.3 * smoothNoise(x, y, 60, 2) + 0.2 * smoothNoise(x, y, 12, 3) - 0.5;
    const grain = (lattice(x, y, 4) - 0.5) * 18;
    const sky = y / height;
    const r = 90 + 110 * (1 - sky) + 120 * shapes + grain;
    const g = 120 + 60 * sky + 100 * shapes + grain;
    const b = 200 - 120 * sky + 80 * shapes + (x / width) * 30 + grain;
    const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
    return [clamp(r), clamp(g), clamp(b)];
  };
}
