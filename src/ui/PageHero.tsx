import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

/** The heading band at the top of every secondary page, with the breadcrumb trail on deeper pages. */
export function PageHero({
  eyebrow,
  title,
  children,
  actions,
  trail,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  trail?: Crumb[];
}) {
  return (
    <section className="hero-band">
      {trail ? <Breadcrumbs trail={trail} /> : null}
      <div className="mx-auto max-w-5xl px-4 py-14 text-center sm:px-6 sm:py-20">
        {eyebrow ? <p className="badge mb-4">{eyebrow}</p> : null}
        <h1 className="font-display text-4xl font-bold tracking-tight text-ink sm:text-5xl">{title}</h1>
        {children ? <div className="mx-auto mt-5 max-w-3xl text-lg leading-relaxed text-muted">{children}</div> : null}
        {actions ? <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div> : null}
      </div>
    </section>
  );
}
