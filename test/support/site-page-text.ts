import { expect } from 'vitest';

/** Each phrase stands in the page's text; a failure names the phrase that is missing. */
export function expectEachPhrase(text: string, phrases: readonly string[]): void {
  for (const phrase of phrases) expect(text, phrase).toContain(phrase);
}
