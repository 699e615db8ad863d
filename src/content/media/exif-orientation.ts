/**
 * The EXIF orientation of a picture (1 to 8), read from the TIFF structure EXIF is written in: the tag 0x0112 of
 * the first IFD. Phones store a portrait photo as a landscape one with orientation 6 or 8; the resizer turns it
 * upright, so the picture's width and height are swapped from what its header says (5 to 8 are turned by 90°).
 */
const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/** The orientation in an EXIF block (optionally after the "Exif\0\0" of a JPEG's APP1), or 1 when there is none. */
export function exifOrientation(bytes: Uint8Array): number {
  let start = 0;
  if (bytes.length >= 6 && String.fromCharCode(...bytes.subarray(0, 4)) === 'Exif' && bytes[4] === 0 && bytes[5] === 0)
    start = 6;
  const tiff = bytes.subarray(start);
  if (tiff.length < 8) return 1;
  const order = String.fromCharCode(tiff[0] ?? 0, tiff[1] ?? 0);
  if (order !== 'II' && order !== 'MM') return 1;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = order === 'II';
  if (view.getUint16(2, little) !== 42) return 1;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return 1;
  const entries = view.getUint16(ifd, little);
  for (let index = 0; index < entries; index += 1) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return 1;
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
    if (view.getUint16(entry + 2, little) !== SHORT) return 1;
    const value = view.getUint16(entry + 8, little);
    return value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

/** Whether a picture with this orientation is shown turned by 90° (its width and height swap). */
export function turnsSideways(orientation: number): boolean {
  return orientation >= 5 && orientation <= 8;
}
