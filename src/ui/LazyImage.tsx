/** A picture below the fold: fetched when it nears the viewport and decoded off the main thread; its size reserves the space. */
export function LazyImage({
  src,
  alt,
  width,
  height,
  srcSet,
  sizes,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** An uploaded picture's variants, and how wide it is shown, so the browser fetches the one it needs. */
  srcSet?: string;
  sizes?: string;
  className: string;
}) {
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
