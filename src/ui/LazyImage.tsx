/** A picture below the fold: fetched when it nears the viewport and decoded off the main thread; its size reserves the space. */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className: string;
}) {
  return (
    <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={className} />
  );
}
