/**
 * The local server's .dev.vars (git-ignored; `wrangler dev` reads it): made from .dev.vars.example when it is
 * missing, with a generated value for each secret the local server can make its own. Values are never printed.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The secrets a local run generates when .dev.vars has none, each with how its value is made. */
export const generatedSecrets = {
  /** The key of src/lib/signing.ts: kept once made, so links sent locally keep working across restarts. */
  SIGNING_SECRET: () => randomBytes(32).toString('base64url'),
  /** Stripe's webhook signing secret: a local one, so locally signed events are accepted until `stripe listen`'s is pasted in. */
  STRIPE_WEBHOOK_SECRET: () => `whsec_${randomBytes(32).toString('base64url')}`,
} as const;

export type GeneratedSecret = keyof typeof generatedSecrets;

/** A line setting `name`, with its value (quotes removed) if the line is there. */
function valueOf(text: string, name: string): string | undefined {
  const line = new RegExp(`^${name}=(.*)$`, 'm').exec(text);
  if (!line) return undefined;
  return (line[1] ?? '').trim().replace(/^(["'])(.*)\1$/, '$2');
}

/**
 * The file with every generated secret set: an empty `NAME=` line gets its value where it stands, a missing one is
 * added at the end. Values already set are kept as they are.
 */
export function fillSecrets(
  text: string,
  make: Record<GeneratedSecret, () => string> = generatedSecrets,
): { text: string; filled: GeneratedSecret[] } {
  const filled: GeneratedSecret[] = [];
  let result = text;
  for (const name of Object.keys(make) as GeneratedSecret[]) {
    const value = valueOf(result, name);
    if (value) continue;
    filled.push(name);
    if (value === undefined) {
      const separator = result === '' || result.endsWith('\n') ? '' : '\n';
      result = `${result}${separator}${name}=${make[name]()}\n`;
    } else {
      result = result.replace(new RegExp(`^${name}=.*$`, 'm'), () => `${name}=${make[name]()}`);
    }
  }
  return { text: result, filled };
}

/** What `bun run dev` writes to `dir`/.dev.vars, and what it says it did (names only, never a value). */
export function writeDevVars(dir: string): { created: boolean; filled: GeneratedSecret[]; message?: string } {
  const file = join(dir, '.dev.vars');
  const created = !existsSync(file);
  const current = created ? readFileSync(join(dir, '.dev.vars.example'), 'utf8') : readFileSync(file, 'utf8');
  const { text, filled } = fillSecrets(current);
  if (created || filled.length > 0) writeFileSync(file, text);
  const parts = [
    created ? 'made from .dev.vars.example' : undefined,
    filled.length > 0 ? `a new ${filled.join(' and a new ')} for the local server` : undefined,
  ].filter(Boolean);
  return { created, filled, message: parts.length > 0 ? `.dev.vars: ${parts.join('; ')}` : undefined };
}
