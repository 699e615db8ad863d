/**
 * The booking wizard as a plain post and a page see it, without JavaScript:
 * the fields a step posts, and the wizard's own markup in the HTML answered.
 */
import { VISIT_SOURCE_FIELD } from '../../src/lib/visit-source-field';
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

/**
 * Every hidden field of the wizard's form that carries its steps, as [name, value] in document order: the visit's
 * source is every form's (the honeypot's companion), not the wizard's, and is checked where the source is.
 */
export function hiddenFields(fragment: string): [string, string][] {
  return [...fragment.matchAll(/<input(?=[^>]*type="hidden")[^>]*>/g)]
    .map(([tag]): [string, string] => [
      decodeHtml(/\bname="([^"]*)"/.exec(tag)?.[1] ?? ''),
      decodeHtml(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? ''),
    ])
    .filter(([name]) => name !== VISIT_SOURCE_FIELD);
}

/** The <input> with this id, as written. */
export function inputTag(fragment: string, id: string): string {
  return new RegExp(`<input(?=[^>]*id="${id}")[^>]*>`).exec(fragment)?.[0] ?? '';
}
