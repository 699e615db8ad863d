import { mediaUrl } from './addresses';

/** What a page needs of a picture of the library (a media_images row has it all). */
export interface PictureSource {
  sha256: string;
  /** The original's size as shown: the img's width and height give the browser its aspect ratio before it loads. */
  width: number;
  height: number;
  variantWidths: readonly number[];
  alt: string;
}

/**
 * A picture as wide as the article column: 720 px inside its padding from a 768 px screen, else the screen less the
 * padding (1.5rem a side from 640 px, 1rem below). Exact, so a phone takes the smallest variant that is sharp on it.
 */
export const ARTICLE_COLUMN_SIZES =
  '(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

interface PictureProps {
  image: PictureSource;
  /** How wide the picture is shown, for the browser to pick a variant (the img's sizes attribute). */
  sizes?: string;
  loading?: 'lazy' | 'eager';
  /** 'high' for the page's largest picture above the fold (its LCP), with loading="eager". */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Leaves out the variants wider than this (a thumbnail needs no 1600 px file); the narrowest is always kept. */
  maxWidth?: number;
  className?: string;
}

/** The variants a picture offers, narrowest first, none wider than `maxWidth` but at least one. */
export function offeredWidths(image: PictureSource, maxWidth = Number.POSITIVE_INFINITY): number[] {
  const widths = [...image.variantWidths].sort((a, b) => a - b);
  const fitting = widths.filter((width) => width <= maxWidth);
  return fitting.length > 0 ? fitting : widths.slice(0, 1);
}

/** An img's src (the largest variant offered, for a browser that reads no srcset) and srcset. */
export function pictureSources(image: PictureSource, maxWidth?: number): { src: string; srcSet: string } {
  const widths = offeredWidths(image, maxWidth);
  return {
    src: mediaUrl(image.sha256, widths[widths.length - 1] ?? image.width),
    srcSet: widths.map((width) => `${mediaUrl(image.sha256, width)} ${width}w`).join(', '),
  };
}

/**
 * An uploaded picture at the size the screen needs: every variant in srcset, the largest as src (for a browser that
 * reads no srcset), its alt text, and lazy loading unless told otherwise.
 */
export function Picture({
  image,
  sizes = ARTICLE_COLUMN_SIZES,
  loading = 'lazy',
  fetchPriority,
  maxWidth,
  className,
}: PictureProps) {
  const { src, srcSet } = pictureSources(image, maxWidth);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      className={className}
    />
  );
}
