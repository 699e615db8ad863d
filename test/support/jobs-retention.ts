/**
 * Rows the retention tests write straight into the test D1, and what they
 * read back after the clean-up.
 */
import { env } from 'cloudflare:workers';

export const DAY_MS = 86_400_000;

/** Runs one statement with its values. */
export function run(query: string, ...values: unknown[]): Promise<D1Result> {
  return env.DB.prepare(query)
    .bind(...values)
    .run();
}

/** The `key` column of every row a query returns, in its order. */
export async function keys(query: string): Promise<string[]> {
  return (await env.DB.prepare(query).all<{ key: string }>()).results.map((row) => row.key);
}
