/** `bun run owner:add` against a local server's D1: the sign-in link it printed last (for browser tests and the bench). */
import { runBunScript } from './bun-script';

export interface OwnerToAdd {
  email: string;
  first: string;
  last?: string;
  role?: 'owner' | 'editor';
  /** The local D1's directory and the server whose address the link names. */
  persistDir: string;
  baseUrl: string;
}

export function ownerAddLink({ email, first, last, role, persistDir, baseUrl }: OwnerToAdd): string {
  const names = ['--first', first, ...(last ? ['--last', last] : []), ...(role ? ['--role', role] : [])];
  const printed = runBunScript(
    ['scripts/owner-add.ts', email, ...names, '--persist-to', persistDir, '--base-url', baseUrl],
    'owner:add',
  );
  return printed.trim().split('\n').at(-1) ?? '';
}
