import type { ReactNode } from 'react';
import { dashboardLink, type StripeBindings } from '../../payments/stripe-client';

/** An object in Stripe's dashboard, in a new tab that cannot reach back into the back office. */
export function StripeLink({ stripe, path, children }: { stripe: StripeBindings; path: string; children: ReactNode }) {
  return (
    <a
      className="text-brand-800 underline"
      href={dashboardLink(stripe, path)}
      target="_blank"
      rel="noopener noreferrer"
      data-stripe={path}
    >
      {children}
      <span className="sr-only"> in Stripe (opens in a new tab)</span>
    </a>
  );
}

/** The links of a payment or a subscription to what Stripe holds of it, those it has. */
export function StripeLinks({ stripe, links }: { stripe: StripeBindings; links: [string, string | null][] }) {
  const present = links.filter((link): link is [string, string] => link[1] !== null);
  return (
    <ul className="space-y-1">
      {present.map(([label, path]) => (
        <li key={path}>
          <StripeLink stripe={stripe} path={path}>
            {label}
          </StripeLink>
        </li>
      ))}
    </ul>
  );
}
