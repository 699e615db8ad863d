/** Helpers for back office browser tests: an owner made by owner:add and signed in, and items sent as visitors send them. */
import { inject } from 'vitest';
import { ownerAddLink as addOwner } from '../support/owner-add-link';
import { baseUrl, type VisitorPage } from './browser';

/** Runs `bun run owner:add` against the test server's database and returns the sign-in link it printed last. */
export function ownerAddLink(email: string, first: string, last?: string, role?: 'owner' | 'editor'): string {
  return addOwner({ email, first, last, role, persistDir: inject('persistDir'), baseUrl: baseUrl() });
}

/** Opens the sign-in link on the page and presses Sign in, as the owner does; the page ends on Today (an editor's on content). */
export async function signIn(page: VisitorPage, link: string, landing = '/admin'): Promise<void> {
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl()}${landing}`);
}

let visitor = Math.floor(Math.random() * 250);

/** Posts one form's JSON as the site's own island sends it, from a visitor address of its own; fails unless it was stored (201). */
export async function sendAsVisitor(path: string, body: Record<string, unknown>): Promise<void> {
  visitor += 1;
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl(),
      'cf-connecting-ip': `198.19.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}`,
    },
    body: JSON.stringify({ ...body, submissionId: crypto.randomUUID() }),
  });
  if (response.status !== 201) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
}
