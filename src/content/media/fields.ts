/** What the owner types about a picture: its alt text, and the name its file had, as the library shows it. */
import { requiredLine } from '../../lib/fields';

export const MAX_ALT_TEXT = 250;
const MAX_FILE_NAME = 200;

/** What the picture shows, for those who cannot see it: one line, 1 to 250 characters. */
export const altTextSchema = requiredLine('Alt text', MAX_ALT_TEXT);

/** The file's own name without any folder a browser sent, control characters or more than 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = [...base.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu, '').trim()].slice(0, MAX_FILE_NAME);
  return clean.join('').trim() || 'picture';
}
