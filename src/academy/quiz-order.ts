/**
 * The order of a quiz's options for one attempt: derived from SIGNING_SECRET
 * (learner, module, section, attempt number), so it is the same whenever that
 * attempt's form is rendered or marked, differs from one attempt to the next,
 * and nothing needs storing. The form posts displayed positions; a score can
 * then never be tied to a position, only to what the learner read.
 */
import type { TrainingSection } from './content/training-document';
import { signBytes } from '../lib/signing';
import type { QuizKey } from './quiz-attempts';
import { quizQuestions, withoutAnswers } from './quiz-marking';

/** For each question, the original answer index shown at each position. */
export type QuizOrder = number[][];

/** Bytes of HMAC enough for `needed`, a further block per 32 bytes (same purpose, the block number appended). */
async function orderBytes(secret: string | undefined, seed: string, needed: number): Promise<Uint8Array> {
  const blocks = [await signBytes(secret, 'quiz-order', seed)];
  for (let block = 1; blocks.length * 32 < needed; block += 1)
    blocks.push(await signBytes(secret, 'quiz-order', `${seed}:${block}`));
  const bytes = new Uint8Array(blocks.length * 32);
  for (const [index, part] of blocks.entries()) bytes.set(part, index * 32);
  return bytes;
}

/** The order of every question's options for this attempt (Fisher-Yates, two bytes a swap: a bias too small to matter). */
export async function quizOrder(
  secret: string | undefined,
  key: QuizKey,
  attemptNumber: number,
  section: TrainingSection | undefined,
): Promise<QuizOrder> {
  const counts = quizQuestions(section).map((question) => question.answers.length);
  const swaps = counts.reduce((sum, count) => sum + Math.max(0, count - 1), 0);
  const bytes = await orderBytes(
    secret,
    `${key.learnerId}:${key.moduleId}:${key.sectionIndex}:${attemptNumber}`,
    swaps * 2,
  );
  let next = 0;
  return counts.map((count) => {
    const order = Array.from({ length: count }, (_, index) => index);
    for (let last = count - 1; last > 0; last -= 1) {
      const random = ((bytes[next] ?? 0) << 8) | (bytes[next + 1] ?? 0);
      next += 2;
      const pick = random % (last + 1);
      [order[last], order[pick]] = [order[pick] as number, order[last] as number];
    }
    return order;
  });
}

/** Posted positions as the original answer indexes they stood for (null stays null: not answered). */
export function fromPositions(positions: (number | null)[], order: QuizOrder): (number | null)[] {
  return positions.map((position, question) => (position === null ? null : (order[question]?.[position] ?? null)));
}

/** Original answer indexes as the positions this order shows them at. */
export function toPositions(chosen: (number | null)[], order: QuizOrder): (number | null)[] {
  return chosen.map((answer, question) => {
    const position = answer === null ? -1 : (order[question]?.indexOf(answer) ?? -1);
    return position < 0 ? null : position;
  });
}

const answerLine = /^\s*[-*] /;

/**
 * The quiz's content as this attempt shows it: each question's options in the
 * attempt's order, and (as withoutAnswers) no right answer marked and no
 * explanation. The lines are read as parseSection reads them: a question runs
 * from its "Q:" line to a blank line or the next question.
 */
export function orderedQuizContent(section: TrainingSection, order: QuizOrder): string {
  const lines = section.content.split(/\r?\n/);
  const slots: number[][] = [];
  let question = -1;
  let open = false;
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    if (!trimmed) open = false;
    else if (trimmed.startsWith('Q:')) {
      question += 1;
      open = true;
      slots[question] = [];
    } else if (open && answerLine.test(line)) slots[question]?.push(index);
  });
  const reordered = [...lines];
  slots.forEach((indexes, questionIndex) => {
    const shown = order[questionIndex];
    if (!shown || shown.length !== indexes.length) return;
    indexes.forEach((lineIndex, position) => {
      reordered[lineIndex] = lines[indexes[shown[position] as number] as number] as string;
    });
  });
  return withoutAnswers({ ...section, content: reordered.join('\n') }).content;
}
