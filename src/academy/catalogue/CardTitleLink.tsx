import type { ReactNode } from 'react';

/** A catalogue card's title as the link to its page, underlined on hover (the whole card reads as the link's context). */
export function CardTitleLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="underline-offset-4 hover:text-brand-800 hover:underline" href={href}>
      {children}
    </a>
  );
}
