/**
 * The growth quiz as a plain GET form (for visitors without JavaScript): the
 * field names its answers travel under, and how the server reads them back
 * from the address. Scoring is growth-stage.ts, the same as the dialog's.
 */
import type { GrowthStage, QuizQuestion } from '../../content/types';
import { averagePoints, stageForAverage } from './growth-stage';

/** Sent with every plain submission, so a form sent with nothing chosen still counts as sent (and gets its messages). */
export const QUIZ_SENT_FIELD = 'quiz';
export const QUIZ_SENT_VALUE = 'answers';

/** q1 … q6: short, and apart from every other form on the home page that shares the address (blog filter, ROI). */
export const quizFieldName = (question: Pick<QuizQuestion, 'id'>): string => `q${question.id}`;

const UNANSWERED_MESSAGE = 'Choose one of the five answers to this question.';

type QuizSubmission =
  /** The address holds no quiz answers: nothing to show but the quiz. */
  | { kind: 'none' }
  /** Some questions lack a valid answer: the form again, the valid answers kept, a message per question still to answer. */
  | { kind: 'incomplete'; chosen: Record<string, string>; errors: Record<string, string> }
  | { kind: 'complete'; points: number[]; average: number; stage: GrowthStage };

/**
 * Reads a plain submission from the query. An answer that is not one of its
 * question's five (a tampered address) counts as unanswered.
 */
export function readQuizSubmission(
  query: Record<string, string | undefined>,
  questions: readonly QuizQuestion[],
): QuizSubmission {
  const names = questions.map(quizFieldName);
  if (query[QUIZ_SENT_FIELD] === undefined && names.every((name) => query[name] === undefined)) return { kind: 'none' };

  const chosen: Record<string, string> = {};
  const errors: Record<string, string> = {};
  const points: number[] = [];
  for (const question of questions) {
    const name = quizFieldName(question);
    const answer = question.answers.find((candidate) => candidate.value === query[name]);
    if (answer) {
      chosen[name] = answer.value;
      points.push(answer.points);
    } else {
      errors[name] = UNANSWERED_MESSAGE;
    }
  }
  if (Object.keys(errors).length > 0) return { kind: 'incomplete', chosen, errors };
  const average = averagePoints(points);
  return { kind: 'complete', points, average, stage: stageForAverage(average) };
}

/**
 * The answers the dialog holds (each answer's points, in question order) as the plain form would send them, so that
 * the Worker reads the island's answers with readQuizSubmission too. Each question's answers have points of their own.
 */
export function quizQueryOf(points: readonly number[], questions: readonly QuizQuestion[]): URLSearchParams {
  const query = new URLSearchParams([[QUIZ_SENT_FIELD, QUIZ_SENT_VALUE]]);
  questions.forEach((question, index) => {
    const answer = question.answers.find((candidate) => candidate.points === points[index]);
    if (answer) query.set(quizFieldName(question), answer.value);
  });
  return query;
}

/** The answers of a complete submission, by field name: what makes two sendings of the quiz the same one. */
export function quizAnswersOf(query: Record<string, string | undefined>, questions: readonly QuizQuestion[]) {
  return questions.map((question) => query[quizFieldName(question)] ?? '');
}
