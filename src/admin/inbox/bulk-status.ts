import { siteConfig } from '../../content/site-config';
import type { Database } from '../../db/client';
import { allStatuses, submissionOf } from '../../submissions/registry';
import type { Submission } from '../../submissions/types';
import { changeStatus } from './status-change';

/** One ticked line of the inbox: the item and the status the owner saw on the page. */
interface SelectedItem {
  submission: Submission;
  id: string;
  /** '' for kinds without statuses. */
  seen: string;
}

/** The checkbox value that names a line: kind, id and the status shown, so a line changed meanwhile is not moved from a status nobody saw. */
export function selectionValue(kind: string, id: string, status: string | null): string {
  return `${kind}:${id}:${status ?? ''}`;
}

const MAX_ID_LENGTH = 100;

/**
 * The ticked lines, each once, or null when any value is not one the inbox
 * makes (an unknown kind, a status that kind does not have, an empty or
 * overlong id): such a post did not come from the page.
 */
function parseSelection(values: readonly string[]): SelectedItem[] | null {
  const items = new Map<string, SelectedItem>();
  for (const value of values) {
    const first = value.indexOf(':');
    const last = value.lastIndexOf(':');
    if (first < 0 || first === last) return null;
    const submission = submissionOf(value.slice(0, first));
    const id = value.slice(first + 1, last);
    const seen = value.slice(last + 1);
    const statuses: readonly string[] = submission?.workflow?.statuses ?? [];
    if (!submission || !id || id.length > MAX_ID_LENGTH) return null;
    if (statuses.length ? !statuses.includes(seen) : seen !== '') return null;
    const key = `${submission.kind}:${id}`;
    if (!items.has(key)) items.set(key, { submission, id, seen });
  }
  return [...items.values()];
}

/** What a bulk change did: moved, or skipped because the move is not allowed, someone changed the item first, or it is gone. */
export interface BulkOutcome {
  to: string;
  changed: number;
  notAllowed: number;
  stale: number;
  gone: number;
}

type BulkRequest = { ok: true; to: string; items: SelectedItem[] } | { ok: false; problem: string };

/** Checks a bulk change as posted: a status some kind has, and between one and a page's worth of lines from the inbox. */
export function checkBulkRequest(to: string, values: readonly string[]): BulkRequest {
  if (!allStatuses.includes(to)) return { ok: false, problem: 'Choose the status to give the selected items.' };
  const items = parseSelection(values);
  if (!items) return { ok: false, problem: 'That selection did not come from the inbox. Nothing was changed.' };
  if (items.length === 0) return { ok: false, problem: 'Select at least one item, then choose their new status.' };
  const most = siteConfig.admin.inboxPageSize;
  if (items.length > most)
    return { ok: false, problem: `Select at most ${most} items (one page) at a time. Nothing was changed.` };
  return { ok: true, to, items };
}

/**
 * Moves each selected item to `to` by the same rule as its own page's
 * buttons (changeStatus: the kind's allowed moves, from the status the owner
 * saw, each move and its audit entry one atomic batch). An item its kind or
 * status does not allow to move there is skipped, as is one changed or
 * erased since the page was shown.
 */
export async function changeStatuses(
  db: Database,
  request: { to: string; items: readonly SelectedItem[]; actorUserId: string },
  queueEmails: (outboxIds: string[]) => void = () => {},
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { to: request.to, changed: 0, notAllowed: 0, stale: 0, gone: 0 };
  for (const { submission, id, seen } of request.items) {
    const result = await changeStatus(
      db,
      { submission, id, from: seen, to: request.to, actorUserId: request.actorUserId },
      Date.now(),
      queueEmails,
    );
    if (result === 'changed') outcome.changed += 1;
    else if (result === 'refused') outcome.notAllowed += 1;
    else if (result === 'stale') outcome.stale += 1;
    else outcome.gone += 1;
  }
  return outcome;
}

const counts = ['changed', 'notAllowed', 'stale', 'gone'] as const;
const queryNames: Record<(typeof counts)[number], string> = {
  changed: 'changed',
  notAllowed: 'not-allowed',
  stale: 'stale',
  gone: 'gone',
};

/** The outcome as query parameters of the inbox the owner returns to (counts and a status only: nothing personal). */
export function outcomeParams(outcome: BulkOutcome): [string, string][] {
  return [
    ['moved-to', outcome.to],
    ...counts.map((count): [string, string] => [queryNames[count], String(outcome[count])]),
  ];
}

/** The outcome from the inbox's query, or undefined when there is none (or it is not one we make). */
export function outcomeFromQuery(query: Record<string, string | undefined>): BulkOutcome | undefined {
  const to = query['moved-to'];
  if (!to || !allStatuses.includes(to)) return undefined;
  const outcome: BulkOutcome = { to, changed: 0, notAllowed: 0, stale: 0, gone: 0 };
  for (const count of counts) {
    const value = Number(query[queryNames[count]] ?? '0');
    if (!Number.isSafeInteger(value) || value < 0) return undefined;
    outcome[count] = value;
  }
  return outcome;
}
