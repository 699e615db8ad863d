import type { Context } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { assets } from '../layout/assets';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * Security headers on every response the Worker makes, through Hono's
 * secureHeaders(). Scripts only from our origin, plus the one inline script
 * of every page, allowed by the hash of its exact text (never unsafe-inline); inline
 * style attributes are allowed because React sets a few (e.g. floating menu
 * positions). Written out in the order the header lists them.
 */
/** The tests' Stripe stand-in (STRIPE_API_BASE), whose checkout page stands for Stripe's; nothing in production. */
function stripeStandInOrigin(c: Context): string {
  const base = (c.env as { STRIPE_API_BASE?: string } | undefined)?.STRIPE_API_BASE;
  if (!base) return '';
  try {
    return new URL(base).origin;
  } catch {
    return '';
  }
}

const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", assets.inlineScript.cspSource, 'https://challenges.cloudflare.com'],
  styleSrc: ["'self'"],
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ['https://challenges.cloudflare.com'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  // Subscribe posts answer with a redirect to Stripe's hosted Checkout, which form-action also governs.
  formAction: ["'self'", 'https://checkout.stripe.com', stripeStandInOrigin],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: [],
} satisfies SecureHeadersOptions['contentSecurityPolicy'];

/**
 * Every feature switched off. `interest-cohort` (FLoC) is not in Hono's typed
 * list of directives, but secureHeaders() writes any key as kebab case, and
 * the site has always sent it.
 */
const permissionsPolicy: Record<string, []> = {
  camera: [],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
  interestCohort: [],
};

export const withSecurityHeaders = secureHeaders({
  contentSecurityPolicy,
  strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy,
  xFrameOptions: 'DENY',
  crossOriginOpenerPolicy: 'same-origin',
  // Only the headers above: Hono's other defaults are left off, so every response carries exactly what it did before.
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});
