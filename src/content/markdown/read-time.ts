/**
 * How long a Markdown text takes to read: its words, without Markdown's syntax, at 220 words a minute, rounded
 * up, and at least a minute.
 *
 * Why 220: of the eight articles in blog-posts.ts, their stored read times are reproduced by 220 (and by 230) for
 * five: the five shorter ones (775 to 971 words: 4, 4, 4, 4 and 5 minutes). 200 and 210 reproduce fewer (three
 * and four). The three longest were given far more time than any rate near 200 to 230 gives: 8, 9 and 10 minutes
 * for 1,057 to 1,164 words, about 115 to 135 words a minute, against 5 and 6 minutes here.
 */
import { lexMarkdown, plainText } from './tokens';

export const WORDS_PER_MINUTE = 220;

/** The number of words a reader reads in a Markdown text. */
export function wordCount(source: string): number {
  return plainText(lexMarkdown(source)).split(/\s+/).filter(Boolean).length;
}

export function readTimeMinutes(source: string): number {
  return Math.max(1, Math.ceil(wordCount(source) / WORDS_PER_MINUTE));
}

/** "8 min read", as the blog's cards and pages show it. */
export function readTimeLabel(source: string): string {
  return `${readTimeMinutes(source)} min read`;
}
