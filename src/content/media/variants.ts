/**
 * The WebP sizes of a picture, made once when it is uploaded (never on a visit) by the Images binding. Pages pick
 * among them with srcset; none is wider than the original, so nothing is ever upscaled.
 */
import { sniffPicture } from './sniff';

/**
 * The widths pages ask for: a small phone, a phone at 2× (the article column of a 360–412 px screen, so a phone on a
 * weak signal never fetches the 960), a tablet or the 720 px column at 1.33×, a wide screen at 2×.
 */
export const VARIANT_WIDTHS = [480, 720, 960, 1600] as const;
const LARGEST = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] as number;

export const VARIANT_QUALITY = 80;

/**
 * The widths made of a picture `width` pixels wide: each standard width no wider than it, and its own width when it is
 * narrower than the largest, so a small picture is still served at its full size. At least one, in ascending order.
 */
export function variantWidthsFor(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((variant) => variant <= width);
  if (width < LARGEST && !widths.includes(width)) widths.push(width);
  return widths;
}

export interface Variant {
  width: number;
  bytes: Uint8Array<ArrayBuffer>;
}

/** The resizer made something other than asked (a WebP of another width): the picture is not stored. */
export class VariantMismatch extends Error {
  override name = 'VariantMismatch';
}

async function variant(images: ImagesBinding, original: Uint8Array<ArrayBuffer>, width: number): Promise<Variant> {
  const output = await images
    .input(new Blob([original]).stream())
    .transform({ width })
    .output({ format: 'image/webp', quality: VARIANT_QUALITY });
  const bytes = new Uint8Array(await output.response().arrayBuffer());
  // Checked, not trusted: without its resizer (Sharp, locally) a binding could hand back the original untouched.
  const made = sniffPicture(bytes);
  if (made?.type !== 'image/webp' || made.width !== width)
    throw new VariantMismatch(
      `asked for a ${width} px WebP, got ${made ? `${made.type} ${made.width} px` : 'no picture'}`,
    );
  return { width, bytes };
}

/** Every variant of a picture, in the order of `widths`. Rejects when the resizer fails or makes the wrong thing. */
export function makeVariants(
  images: ImagesBinding,
  original: Uint8Array<ArrayBuffer>,
  widths: readonly number[],
): Promise<Variant[]> {
  return Promise.all(widths.map((width) => variant(images, original, width)));
}
