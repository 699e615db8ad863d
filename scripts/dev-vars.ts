/**
 * `bun run dev`'s first step after installing: gives the local server a SIGNING_SECRET of its own in .dev.vars
 * (git-ignored; wrangler dev reads it), made once and kept, so booking links sent locally keep working across
 * restarts. Production's is a secret: `wrangler secret put SIGNING_SECRET`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';

const file = new URL('../.dev.vars', import.meta.url).pathname;
const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
if (!/^SIGNING_SECRET=/m.test(current)) {
  const separator = current === '' || current.endsWith('\n') ? '' : '\n';
  writeFileSync(file, `${current}${separator}SIGNING_SECRET=${randomBytes(32).toString('base64url')}\n`);
  console.log('.dev.vars: a new SIGNING_SECRET for the local server');
}
