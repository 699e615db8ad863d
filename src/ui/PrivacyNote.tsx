import type { ReactNode } from 'react';

/** The line under every form: what the visitor's details are used for, then a link to the privacy policy. */
export function PrivacyNote({ children, className = 'mt-4' }: { children: ReactNode; className?: string }) {
  return (
    <p className={`${className} text-sm text-muted`}>
      {children} See our{' '}
      <a href="/privacy" className="font-semibold text-brand-800 underline underline-offset-4">
        Privacy Policy
      </a>
      .
    </p>
  );
}
