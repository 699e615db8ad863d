/**
 * What a picture is, read from its bytes alone (never its name or the type the browser claimed): JPEG, PNG or WebP by
 * their magic numbers, and the width and height it is shown at, from the header (PNG IHDR; JPEG SOF0, SOF1 or SOF2;
 * WebP VP8, VP8L or VP8X), turned as its EXIF orientation says. Anything else, or a header cut short, is not a picture
 * the site takes.
 */
import { exifOrientation, turnsSideways } from './exif-orientation';

export type PictureType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface SniffedPicture {
  type: PictureType;
  /** As shown: after the EXIF orientation is applied. */
  width: number;
  height: number;
}

interface Header {
  type: PictureType;
  width: number;
  height: number;
  orientation: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** PNG: the IHDR chunk comes first; an eXIf chunk, if any, comes before the first IDAT. */
function pngHeader(bytes: Uint8Array): Header | null {
  if (bytes.length < 33 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  const data = view(bytes);
  let orientation = 1;
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = data.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    if (type === 'IDAT' || type === 'IEND') break;
    if (type === 'eXIf') orientation = exifOrientation(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return { type: 'image/png', width: data.getUint32(16), height: data.getUint32(20), orientation };
}

/** Start of frame markers the site takes: baseline, extended sequential and progressive Huffman JPEG. */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2]);
const APP1 = 0xe1;

/** JPEG: markers from after SOI to the first SOF, reading EXIF's orientation from APP1 on the way. */
function jpegHeader(bytes: Uint8Array): Header | null {
  const data = view(bytes);
  let orientation = 1;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    while (bytes[at] === 0xff && at < bytes.length) at += 1;
    const marker = bytes[at] ?? 0;
    at += 1;
    // Markers without a length: TEM and RST0-7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    // End of image or start of scan before any frame header: not a picture we can size.
    if (marker === 0xd9 || marker === 0xda || at + 2 > bytes.length) return null;
    const length = data.getUint16(at);
    if (length < 2) return null;
    if (SOF_MARKERS.has(marker)) {
      if (at + 7 > bytes.length) return null;
      return { type: 'image/jpeg', height: data.getUint16(at + 3), width: data.getUint16(at + 5), orientation };
    }
    if (marker === APP1 && orientation === 1) orientation = exifOrientation(bytes.subarray(at + 2, at + length));
    at += length;
  }
  return null;
}

/** WebP: RIFF....WEBP, then a lossy (VP8), lossless (VP8L) or extended (VP8X) first chunk. */
function webpHeader(bytes: Uint8Array): Header | null {
  if (bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 4);
  const data = view(bytes);
  if (chunk === 'VP8 ') {
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return {
      type: 'image/webp',
      width: data.getUint16(26, true) & 0x3fff,
      height: data.getUint16(28, true) & 0x3fff,
      orientation: 1,
    };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = data.getUint32(21, true);
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, orientation: 1 };
  }
  if (chunk === 'VP8X') {
    const width = 1 + ((bytes[24] ?? 0) | ((bytes[25] ?? 0) << 8) | ((bytes[26] ?? 0) << 16));
    const height = 1 + ((bytes[27] ?? 0) | ((bytes[28] ?? 0) << 8) | ((bytes[29] ?? 0) << 16));
    const hasExif = ((bytes[20] ?? 0) & 0x08) !== 0;
    return { type: 'image/webp', width, height, orientation: hasExif ? webpOrientation(bytes) : 1 };
  }
  return null;
}

/** The EXIF chunk of an extended WebP, found by walking the RIFF chunks (each padded to an even length). */
function webpOrientation(bytes: Uint8Array): number {
  const data = view(bytes);
  for (let at = 12; at + 8 <= bytes.length; ) {
    const length = data.getUint32(at + 4, true);
    if (ascii(bytes, at, 4) === 'EXIF') return exifOrientation(bytes.subarray(at + 8, at + 8 + length));
    at += 8 + length + (length % 2);
  }
  return 1;
}

function header(bytes: Uint8Array): Header | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return pngHeader(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpegHeader(bytes);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webpHeader(bytes);
  return null;
}

/** The picture's type and size as shown, or null when the bytes are not a JPEG, PNG or WebP whose size can be read. */
export function sniffPicture(bytes: Uint8Array): SniffedPicture | null {
  let found: Header | null;
  try {
    found = header(bytes);
  } catch (error) {
    // A length field pointing past the end: the header is cut short.
    if (error instanceof RangeError) return null;
    throw error;
  }
  if (!found || found.width < 1 || found.height < 1) return null;
  const sideways = turnsSideways(found.orientation);
  return {
    type: found.type,
    width: sideways ? found.height : found.width,
    height: sideways ? found.width : found.height,
  };
}
