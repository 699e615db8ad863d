/**
 * The booking wizard as a plain post and a page see it, without JavaScript:
 * the fields a step posts, and the wizard's own markup in the HTML answered.
 */
import { decodeHtml } from './page-html';

/** A wizard step as the form posts it without JavaScript: the step, earlier steps' hidden fields, this step's fields. */
export function stepPost(step: number, fields: [string, string][]): URLSearchParams {
  return new URLSearchParams([['step', String(step)], ...fields]);
}

/** The wizard's own HTML (the island's markup) and the step it shows. */
export function wizardOf(html: string): { step: string; html: string } {
  const start = html.indexOf('data-booking-step="');
  if (start < 0) throw new Error('no booking wizard in the page');
  const end = html.indexOf('</article>', start);
  return { step: html.slice(start + 19, html.indexOf('"', start + 19)), html: html.slice(start, end) };
}

/** Every hidden field of the wizard's form, as [name, value] in document order. */
export function hiddenFields(fragment: string): [string, string][] {
  return [...fragment.matchAll(/<input(?=[^>]*type="hidden")[^>]*>/g)].map(([tag]) => [
    decodeHtml(/\bname="([^"]*)"/.exec(tag)?.[1] ?? ''),
    decodeHtml(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? ''),
  ]);
}

/** The <input> with this id, as written. */
export function inputTag(fragment: string, id: string): string {
  return new RegExp(`<input(?=[^>]*id="${id}")[^>]*>`).exec(fragment)?.[0] ?? '';
}
