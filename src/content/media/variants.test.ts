/**
 * The WebP variants are really made, at the widths asked: without Sharp the local Images binding would hand the
 * original back untouched (docs: DESIGN.md), so each variant's own header is read, and an independent decoder
 * asked, for its format and width.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { converted, decodedInfo, photoLike, pngPicture } from '../../../test/support/media-pictures';
import { sniffPicture } from './sniff';
import { makeVariants, variantWidthsFor } from './variants';

describe('variantWidthsFor', () => {
  it('makes each standard width no wider than the original, and the original width below 1600, never upscaling', () => {
    expect(variantWidthsFor(4000)).toEqual([480, 720, 960, 1600]);
    expect(variantWidthsFor(1600)).toEqual([480, 720, 960, 1600]);
    expect(variantWidthsFor(1599)).toEqual([480, 720, 960, 1599]);
    expect(variantWidthsFor(960)).toEqual([480, 720, 960]);
    expect(variantWidthsFor(720)).toEqual([480, 720]);
    expect(variantWidthsFor(700)).toEqual([480, 700]);
    expect(variantWidthsFor(480)).toEqual([480]);
    expect(variantWidthsFor(120)).toEqual([120]);
    expect(variantWidthsFor(1)).toEqual([1]);
  });
});

describe('makeVariants', () => {
  it('makes WebPs of exactly the widths asked, keeping the aspect ratio', async () => {
    const png = await pngPicture(1000, 500);
    const variants = await makeVariants(env.IMAGES, png, variantWidthsFor(1000));
    expect(variants.map((variant) => variant.width)).toEqual([480, 720, 960, 1000]);
    for (const variant of variants) {
      expect(sniffPicture(variant.bytes)).toEqual({
        type: 'image/webp',
        width: variant.width,
        height: variant.width / 2,
      });
      expect(await decodedInfo(variant.bytes)).toMatchObject({
        format: 'image/webp',
        width: variant.width,
        height: variant.width / 2,
      });
    }
  });

  it('rejects when the binding hands back something other than asked (as it does without its resizer)', async () => {
    const png = await pngPicture(64, 64);
    const untouched = {
      ...env.IMAGES,
      input: () => ({
        transform() {
          return this;
        },
        output: async () => ({ response: () => new Response(png), contentType: () => 'image/png', image: () => null }),
      }),
    } as unknown as ImagesBinding;
    await expect(makeVariants(untouched, png, [32])).rejects.toThrow(/asked for a 32 px WebP, got image\/png 64 px/);
  });

  it('measures a 2000 px photo-like JPEG: each variant is a WebP of its width, far lighter than the original', async () => {
    const width = 2000;
    const height = 1333;
    const jpeg = await converted(await pngPicture(width, height, photoLike(width, height)), 'image/jpeg');
    expect(sniffPicture(jpeg)).toEqual({ type: 'image/jpeg', width, height });
    const variants = await makeVariants(env.IMAGES, jpeg, variantWidthsFor(width));
    const sizes = Object.fromEntries(variants.map((variant) => [variant.width, variant.bytes.byteLength]));
    console.log(`2000x1333 photo-like JPEG ${jpeg.byteLength} bytes; WebP variants (bytes): ${JSON.stringify(sizes)}`);
    expect(variants.map((variant) => sniffPicture(variant.bytes))).toEqual([
      { type: 'image/webp', width: 480, height: 320 },
      { type: 'image/webp', width: 720, height: 480 },
      { type: 'image/webp', width: 960, height: 640 },
      { type: 'image/webp', width: 1600, height: 1066 },
    ]);
    const [small = 0, medium = 0, large = 0] = variants.map((variant) => variant.bytes.byteLength);
    expect(small).toBeLessThan(medium);
    expect(medium).toBeLessThan(large);
    expect(large).toBeLessThan(jpeg.byteLength);
  });
});
