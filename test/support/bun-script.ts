import { spawnSync } from 'node:child_process';

/** Runs one of our scripts with Bun, as `bun run` would, and returns what it printed; throws with its errors when it fails. */
export function runBunScript(script: string[], name: string): string {
  let result = spawnSync('bun', script, { encoding: 'utf8' });
  // Outside `bun run`, bun may not be on the PATH.
  if (result.error) result = spawnSync('npx', ['-y', 'bun', ...script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${name} failed: ${result.stderr}`);
  return result.stdout;
}
