import type { ReactNode } from 'react';

/**
 * The one pattern of a page section's heading, on the home page and every secondary page:
 * an optional eyebrow badge, the h2 in the brand typeface (3xl, 4xl from small screens up,
 * bold, tight), and an optional intro paragraph (the children), always spaced the same
 * (the section-title and section-intro shortcuts of uno.config.ts).
 * Cards and notices keep their own smaller titles; this is for the sections themselves.
 */
export function SectionHeading({
  id,
  title,
  eyebrow,
  align = 'start',
  onDark = false,
  className = '',
  children,
}: {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  eyebrow?: string;
  /** Centred over a centred layout, or at the start of the text column. */
  align?: 'start' | 'center';
  /** On a dark brand band: white title, pale intro. */
  onDark?: boolean;
  /** Spacing around the block, where the layout needs it. */
  className?: string;
  children?: ReactNode;
}) {
  const placement = align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl';
  return (
    <div className={`${placement} ${className}`.trim()}>
      {eyebrow ? <p className="badge mb-4">{eyebrow}</p> : null}
      <h2 id={id} className={onDark ? 'section-title-on-dark' : 'section-title'}>
        {title}
      </h2>
      {children ? <p className={onDark ? 'section-intro-on-dark' : 'section-intro'}>{children}</p> : null}
    </div>
  );
}
