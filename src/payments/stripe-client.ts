/**
 * Stripe through its official SDK with the fetch HTTP client (the Worker has no Node http), made per use from the
 * bindings: null when no secret key is set, and then the site offers subscriptions by email instead.
 */
import Stripe from 'stripe';
import type { Bindings } from '../env';

export type StripeBindings = Pick<Bindings, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>;

/** Whether payments are switched on: a secret key is set. */
export function paymentsEnabled(env: StripeBindings): boolean {
  return Boolean(env.STRIPE_SECRET_KEY?.trim());
}

/** Where the API is: Stripe's own, or the address STRIPE_API_BASE names (the tests' stand-in). */
function apiAddress(base: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export function stripeClient(env: StripeBindings): Stripe | null {
  const key = env.STRIPE_SECRET_KEY?.trim();
  if (!key) return null;
  return new Stripe(key, {
    httpClient: Stripe.createFetchHttpClient(),
    // A retry of a failed call reuses its idempotency key, so it cannot charge or refund twice.
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...apiAddress(env.STRIPE_API_BASE),
  });
}

/** The SDK's signature check runs on Web Crypto in the Worker. */
export const webhookCrypto = Stripe.createSubtleCryptoProvider();

/** Where the owner sees an object in Stripe's dashboard: test-mode objects under /test. */
export function dashboardLink(env: StripeBindings, path: string): string {
  const test = (env.STRIPE_SECRET_KEY ?? '').startsWith('sk_test_') || !env.STRIPE_SECRET_KEY;
  return `https://dashboard.stripe.com${test ? '/test' : ''}/${path}`;
}
