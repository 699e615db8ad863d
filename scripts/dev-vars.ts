/**
 * `bun run dev`'s first step after installing: makes .dev.vars (git-ignored; wrangler dev reads it) from
 * .dev.vars.example when it is missing, and gives the local server a SIGNING_SECRET and a STRIPE_WEBHOOK_SECRET of
 * its own where they are missing or empty, made once and kept, so booking links sent locally keep working across
 * restarts and locally signed Stripe events are accepted. STRIPE_SECRET_KEY stays as it is (empty: no payments).
 * Production's are secrets: `wrangler secret put NAME`. Values are never printed.
 */
import { fileURLToPath } from 'node:url';
import { writeDevVars } from './dev-vars/fill';

const { message } = writeDevVars(fileURLToPath(new URL('..', import.meta.url)));
if (message) console.log(message);
