/**
 * A package as the owner edits it: one box of the booking wizard's first step, a fixed-scope piece of work with a
 * guide price in whole pounds, in the owner's order. Its id (the item's slug) is stored with every booking of it, so
 * it never changes once the package exists; an archived package is no longer offered but its bookings still name it.
 */
import { z } from 'zod';
import { requiredLine } from '../../lib/fields';

export const PACKAGE_KIND = 'package';

/** Whole pounds, as every price of the site is written: more than nothing, and never pence. */
export function wholePounds(label: string) {
  return z
    .number({ error: `${label} is required, in whole pounds` })
    .int(`${label} is in whole pounds, without pence`)
    .min(1, `${label} must be at least £1`)
    .max(1_000_000, `${label} must be at most £1,000,000`);
}

export const packageDocument = z.object({
  name: requiredLine('Name', 80),
  description: requiredLine('Description', 300),
  price: wholePounds('Price'),
  /** The price is where the work starts (bespoke work): an estimate with it reads "From £…". */
  pricedFrom: z.boolean(),
});

export type PackageDocument = z.infer<typeof packageDocument>;
