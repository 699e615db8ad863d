/**
 * The type and size of a picture come from its bytes: real PNGs, JPEGs and WebPs (made here, or the well-known tiny
 * ones) are read as an independent decoder reads them; anything else, a name or a claimed type, is not a picture.
 */
import { describe, expect, it } from 'vitest';
import {
  converted,
  decodedInfo,
  extendedWebp,
  losslessWebp,
  pngPicture,
  withExifOrientation,
} from '../../../test/support/media-pictures';
import { exifOrientation } from './exif-orientation';
import { sniffPicture } from './sniff';

describe('sniffPicture', () => {
  it('reads the type and size of real PNG, JPEG and lossy WebP pictures as the decoder does', async () => {
    const png = await pngPicture(301, 207);
    for (const [bytes, type] of [
      [png, 'image/png'],
      [await converted(png, 'image/jpeg'), 'image/jpeg'],
      [await converted(png, 'image/webp'), 'image/webp'],
    ] as const) {
      expect(sniffPicture(bytes)).toEqual({ type, width: 301, height: 207 });
      expect(await decodedInfo(bytes)).toMatchObject({ format: type, width: 301, height: 207 });
    }
  });

  it('reads lossless (VP8L) and extended (VP8X) WebP headers', async () => {
    expect(sniffPicture(losslessWebp)).toEqual({ type: 'image/webp', width: 1, height: 1 });
    expect(sniffPicture(extendedWebp)).toEqual({ type: 'image/webp', width: 1, height: 1 });
    expect(await decodedInfo(losslessWebp)).toMatchObject({ format: 'image/webp', width: 1, height: 1 });
    // Larger sizes, in headers written by hand: VP8L packs width-1 and height-1 in 14 bits each, VP8X in 24 bits.
    const vp8l = new Uint8Array(30);
    vp8l.set(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8L'), 0);
    vp8l[20] = 0x2f;
    new DataView(vp8l.buffer).setUint32(21, (1999 & 0x3fff) | ((1332 & 0x3fff) << 14), true);
    expect(sniffPicture(vp8l)).toEqual({ type: 'image/webp', width: 2000, height: 1333 });
    const vp8x = new Uint8Array(30);
    vp8x.set(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8X'), 0);
    vp8x.set([0x3f, 0x42, 0x0f], 24); // 999999 + 1
    vp8x.set([0x1f, 0x4e, 0x00], 27); // 19999 + 1
    expect(sniffPicture(vp8x)).toEqual({ type: 'image/webp', width: 1_000_000, height: 20_000 });
  });

  it('reads the size from a progressive JPEG frame header (SOF2) after other segments', () => {
    const jpeg = new Uint8Array([
      ...[0xff, 0xd8],
      ...[0xff, 0xe0, 0x00, 0x04, 0x00, 0x00], // APP0, two bytes of data
      ...[0xff, 0xfe, 0x00, 0x03, 0x41], // a comment
      ...[0xff, 0xc2, 0x00, 0x0b, 0x08, 0x05, 0x35, 0x07, 0xd0, 0x01, 0x01, 0x11, 0x00], // 1333 high, 2000 wide
    ]);
    expect(sniffPicture(jpeg)).toEqual({ type: 'image/jpeg', width: 2000, height: 1333 });
  });

  it('turns the size as the EXIF orientation says: 5 to 8 are on their side', async () => {
    const jpeg = await converted(await pngPicture(120, 80), 'image/jpeg');
    for (const orientation of [1, 2, 3, 4]) {
      expect(sniffPicture(await withExifOrientation(jpeg, orientation))).toMatchObject({ width: 120, height: 80 });
    }
    for (const orientation of [5, 6, 7, 8]) {
      const turned = await withExifOrientation(jpeg, orientation);
      expect(sniffPicture(turned)).toMatchObject({ width: 80, height: 120 });
    }
    expect(exifOrientation(new TextEncoder().encode('Exif\0\0II*\0'))).toBe(1);
  });

  it('refuses what is not a JPEG, PNG or WebP, whatever it is called: HTML, GIF, SVG, text, cut-short headers', async () => {
    const png = await pngPicture(16, 16);
    const jpeg = await converted(png, 'image/jpeg');
    const refused = [
      new TextEncoder().encode('<!doctype html><title>photo.jpg</title>'),
      new TextEncoder().encode('GIF89a\x01\x00\x01\x00'),
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      new Uint8Array(),
      png.subarray(0, 20),
      jpeg.subarray(0, 10),
      losslessWebp.subarray(0, 16),
      new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '),
      // A JPEG whose first segment claims to run past the end of the file.
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff, 0x00]),
    ];
    for (const bytes of refused) expect(sniffPicture(bytes)).toBeNull();
  });

  it('refuses a picture of no pixels', () => {
    const png = new Uint8Array(33);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    expect(sniffPicture(png)).toBeNull();
  });
});
