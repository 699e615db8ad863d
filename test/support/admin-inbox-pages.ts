/**
 * What the inbox tests read off the back office's pages (an item's status
 * buttons, details and history; the new count on each kind's card).
 */
import { textOf } from './page-html';

export const MINUTE = 60_000;

/** The text of the buttons in the status form. */
export function statusButtons(html: string): string[] {
  const form = /<form[^>]*action="\/admin\/items\/[^"]+\/status"[^>]*>(.*?)<\/form>/s.exec(html)?.[1] ?? '';
  return [...form.matchAll(/<button\b[^>]*>(.*?)<\/button>/gs)].map(([, text = '']) => textOf(text));
}

/** Label and value of each field in the item page's details list. */
export function detailFields(html: string): Record<string, string> {
  const list = /<dl\b[^>]*>(.*?)<\/dl>/s.exec(html)?.[1] ?? '';
  return Object.fromEntries(
    [...list.matchAll(/<dt\b[^>]*>(.*?)<\/dt><dd\b[^>]*>(.*?)<\/dd>/gs)].map(([, label = '', value = '']) => [
      textOf(label),
      textOf(value),
    ]),
  );
}

/** The History table's rows as [when, who, what, from, to]. */
export function historyRows(html: string): string[][] {
  const section = html.slice(html.indexOf('id="history-heading"'));
  const body = /<tbody>(.*?)<\/tbody>/s.exec(section)?.[1] ?? '';
  return [...body.matchAll(/<tr\b[^>]*>(.*?)<\/tr>/gs)].map(([, row = '']) =>
    [...row.matchAll(/<td\b[^>]*>(.*?)<\/td>/gs)].map(([, cell = '']) => textOf(cell)),
  );
}

/** The new (never opened) count on each kind's card. */
export function newCounts(html: string): Record<string, number> {
  return Object.fromEntries(
    [...html.matchAll(/data-new-count="([^"]+)">(\d+)</g)].map(([, kind = '', count = '']) => [kind, Number(count)]),
  );
}
