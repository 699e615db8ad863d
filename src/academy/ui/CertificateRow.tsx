import type { ReactNode } from 'react';

/** A row of a learner's or a team member's certificates, marked with its number (the verification page's address). */
export function CertificateRow({ number, children }: { number: string; children: ReactNode }) {
  return (
    <tr className="border-b border-stone-100" data-certificate={number}>
      {children}
    </tr>
  );
}
