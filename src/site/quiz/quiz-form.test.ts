import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '../../content/types';
import { growthQuizQuestions } from '../../content/growth-quiz';
import { quizQueryOf, readQuizSubmission } from './quiz-form';

/** A fixture of its own (not the site's questions): three questions, five answers each worth 1 to 5. */
const questions: QuizQuestion[] = [1, 2, 3].map((id) => ({
  id,
  question: `Question ${id}?`,
  answers: ([1, 2, 3, 4, 5] as const).map((points) => ({
    text: `Answer ${id}.${points}`,
    value: `a${id}-${points}`,
    points,
  })),
}));

describe('readQuizSubmission', () => {
  it('finds nothing in an address without quiz fields (other forms may share it)', () => {
    expect(readQuizSubmission({}, questions)).toEqual({ kind: 'none' });
    expect(readQuizSubmission({ category: 'compliance', capacity: '40' }, questions)).toEqual({ kind: 'none' });
  });

  it('scores a complete submission with the average of the chosen points', () => {
    expect(readQuizSubmission({ quiz: 'answers', q1: 'a1-1', q2: 'a2-1', q3: 'a3-2' }, questions)).toEqual({
      kind: 'complete',
      points: [1, 1, 2],
      average: 4 / 3,
      stage: 'planning',
    });
    // Without the sent marker the answers still count: a hand-made address is read the same.
    expect(readQuizSubmission({ q1: 'a1-5', q2: 'a2-5', q3: 'a3-4' }, questions)).toMatchObject({
      kind: 'complete',
      stage: 'mature',
    });
  });

  it('keeps the valid answers of an incomplete submission and names each question still to answer', () => {
    const submission = readQuizSubmission({ quiz: 'answers', q2: 'a2-3' }, questions);
    expect(submission.kind).toBe('incomplete');
    if (submission.kind !== 'incomplete') return;
    expect(submission.chosen).toEqual({ q2: 'a2-3' });
    expect(Object.keys(submission.errors).sort()).toEqual(['q1', 'q3']);
    expect(submission.errors.q1).toMatch(/Choose one of the five answers/);
  });

  it("treats a tampered answer (unknown, or another question's) as unanswered", () => {
    const submission = readQuizSubmission({ quiz: 'answers', q1: 'a1-9', q2: 'a3-1', q3: 'a3-1' }, questions);
    expect(submission.kind).toBe('incomplete');
    if (submission.kind !== 'incomplete') return;
    expect(submission.chosen).toEqual({ q3: 'a3-1' });
    expect(Object.keys(submission.errors).sort()).toEqual(['q1', 'q2']);
  });

  it('answers a submission with nothing chosen with a message for every question', () => {
    const submission = readQuizSubmission({ quiz: 'answers' }, questions);
    expect(submission).toMatchObject({ kind: 'incomplete', chosen: {} });
    if (submission.kind === 'incomplete') expect(Object.keys(submission.errors)).toHaveLength(3);
  });
});

describe('quizQueryOf: the dialog’s answers as the plain form sends them', () => {
  it('reads back as the same points, so the Worker scores the dialog’s answers as the plain form’s', () => {
    const points = [2, 5, 1];
    const query = Object.fromEntries(quizQueryOf(points, questions));
    expect(query).toEqual({ quiz: 'answers', q1: 'a1-2', q2: 'a2-5', q3: 'a3-1' });
    expect(readQuizSubmission(query, questions)).toMatchObject({ kind: 'complete', points });
  });

  it('can name every answer of the site’s questions by its points (no two answers of a question share them)', () => {
    for (const question of growthQuizQuestions)
      expect(new Set(question.answers.map((answer) => answer.points)).size).toBe(question.answers.length);
  });
});
