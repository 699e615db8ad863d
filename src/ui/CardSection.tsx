import type { ReactNode } from 'react';

/** The title of a card on the signed-in and booking pages. */
const cardTitleClass = 'font-display text-2xl font-bold text-ink';

/**
 * A card that is a section of its page, named by its own h2 (aria-labelledby). The back
 * office and the smaller cards give their own classes; data attributes go on the section.
 */
export function CardSection({
  headingId,
  title,
  id,
  className = 'card',
  headingClassName = cardTitleClass,
  children,
  ...data
}: {
  headingId: string;
  title: ReactNode;
  /** The section's own id, where links jump to it. */
  id?: string;
  className?: string;
  headingClassName?: string;
  children?: ReactNode;
  [dataAttribute: `data-${string}`]: string | boolean | undefined;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={className} {...data}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
