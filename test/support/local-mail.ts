/**
 * The emails `wrangler dev` "sends": Miniflare writes each one as an .eml file
 * under .wrangler/tmp/email/. Shared by the browser tests and the notifications bench.
 */
import { type Dirent, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const localEmailRoot = (projectRoot = process.cwd()) => join(projectRoot, '.wrangler', 'tmp', 'email');

/** Every .eml file under `directory`, newest first, optionally only those written since `since` (ms, with a second's slack). */
export function emlFiles(directory = localEmailRoot(), since = 0): string[] {
  const found: { path: string; written: number }[] = [];
  const walk = (dir: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.eml')) {
        try {
          const written = statSync(path).mtimeMs;
          if (written >= since - 1000) found.push({ path, written });
        } catch {
          // Removed meanwhile (wrangler dev cleans up when it stops).
        }
      }
    }
  };
  walk(directory);
  return found.sort((a, b) => b.written - a.written).map((file) => file.path);
}

/** A file's text, or '' when it has gone. */
export function readIfThere(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
