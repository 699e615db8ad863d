/**
 * The rows of `wrangler d1 execute --json`'s answer, every statement's in order: an array of { results } printed
 * after whatever lines wrangler writes first. Throws when the answer is not that JSON.
 */
export function wranglerJsonRows(stdout: string): Record<string, unknown>[] {
  const statements = JSON.parse(stdout.slice(Math.max(0, stdout.indexOf('[')))) as {
    results?: Record<string, unknown>[];
  }[];
  return statements.flatMap((statement) => statement.results ?? []);
}
