import type { ReactNode } from 'react';
import { SectionHeading } from './SectionHeading';

/** The rounded dark panel a page's closing call to action sits in, as PageSection's column. */
export const brandPanelClass = 'rounded-3xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12';

/**
 * A section of a page named by its SectionHeading (aria-labelledby points at the h2).
 * A full-width band gives its background as className and its content column as column;
 * a plain section is its own column.
 */
export function PageSection({
  headingId,
  id,
  className,
  column,
  title,
  eyebrow,
  align,
  onDark,
  intro,
  children,
}: {
  /** The h2's id, which names the section. */
  headingId: string;
  /** The section's own id, where links jump to it (#startup-costs). */
  id?: string;
  className: string;
  /** The content column inside a full-width band. */
  column?: string;
  title: string;
  eyebrow?: string;
  align?: 'start' | 'center';
  onDark?: boolean;
  /** The paragraph under the heading, always as JSX: it is prose, often with figures and links in it. */
  intro?: ReactNode;
  children?: ReactNode;
}) {
  const content = (
    <>
      <SectionHeading id={headingId} title={title} eyebrow={eyebrow} align={align} onDark={onDark}>
        {intro}
      </SectionHeading>
      {children}
    </>
  );
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      {column ? <div className={column}>{content}</div> : content}
    </section>
  );
}
