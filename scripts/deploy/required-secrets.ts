/**
 * The secrets the Worker cannot run without in production, checked before `wrangler deploy`: without
 * SIGNING_SECRET no booking could be stored (its private link is derived from it) and no quiz marked.
 */
export const REQUIRED_SECRETS = ['SIGNING_SECRET'] as const;

/** The required secrets missing from `wrangler secret list --format json`'s answer; all of them when it cannot be read. */
export function missingSecrets(listJson: string): string[] {
  let names: Set<string>;
  try {
    const list: unknown = JSON.parse(listJson);
    if (!Array.isArray(list)) return [...REQUIRED_SECRETS];
    names = new Set(
      list.map((entry: unknown) =>
        typeof entry === 'object' && entry !== null && 'name' in entry ? String(entry.name) : '',
      ),
    );
  } catch {
    return [...REQUIRED_SECRETS];
  }
  return REQUIRED_SECRETS.filter((name) => !names.has(name));
}
