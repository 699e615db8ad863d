/** What the Training Academy tests (test/api/academy-*.test.ts) post to and how they ask for JSON. */

export const FIRST_AID = '/training/module/canine-first-aid-foundations';
export const json = { accept: 'application/json' };
