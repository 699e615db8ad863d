/**
 * Quiz attempts in training_quiz_attempts: at most quizAttemptsPerWindow in
 * any quizAttemptWindowHours for one quiz. The count and the insert are one
 * statement, so two submissions at once cannot both squeeze under the limit.
 */
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import { siteConfig } from '../content/site-config';
import type { Database } from '../db/client';
import { trainingQuizAttempts } from '../db/schema/academy';
import type { QuizMark } from './quiz-marking';

const WINDOW_MS = siteConfig.academy.quizAttemptWindowHours * 60 * 60 * 1000;
const LIMIT = siteConfig.academy.quizAttemptsPerWindow;

export interface QuizKey {
  learnerId: number;
  moduleId: number;
  sectionIndex: number;
}

export interface StoredAttempt {
  attemptNumber: number;
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  isPassing: boolean;
  answers: unknown;
  createdAt: Date;
}

interface QuizStanding {
  latest: StoredAttempt | null;
  /** Every attempt so far, in or out of the window: the next one is number attempts + 1. */
  attempts: number;
  passed: boolean;
  /** Attempts still allowed now (0 once passed is irrelevant: passed quizzes are not retaken). */
  attemptsLeft: number;
  /** When the oldest attempt of the window leaves it, if none are left; ms. */
  retryAt: number | null;
}

const forQuiz = ({ learnerId, moduleId, sectionIndex }: QuizKey) =>
  and(
    eq(trainingQuizAttempts.userId, learnerId),
    eq(trainingQuizAttempts.moduleId, moduleId),
    eq(trainingQuizAttempts.sectionIndex, sectionIndex),
  );

/** Where the learner stands on one quiz now. */
export async function quizStanding(db: Database, key: QuizKey, now: Date): Promise<QuizStanding> {
  const [latestRows, windowRows, passedRows, countRows] = await db.batch([
    db
      .select()
      .from(trainingQuizAttempts)
      .where(forQuiz(key))
      .orderBy(desc(trainingQuizAttempts.createdAt), desc(trainingQuizAttempts.id))
      .limit(1),
    db
      .select({ createdAt: trainingQuizAttempts.createdAt })
      .from(trainingQuizAttempts)
      .where(and(forQuiz(key), gt(trainingQuizAttempts.createdAt, new Date(now.getTime() - WINDOW_MS))))
      .orderBy(asc(trainingQuizAttempts.createdAt)),
    db
      .select({ id: trainingQuizAttempts.id })
      .from(trainingQuizAttempts)
      .where(and(forQuiz(key), eq(trainingQuizAttempts.isPassing, true)))
      .limit(1),
    db.select({ attempts: count() }).from(trainingQuizAttempts).where(forQuiz(key)),
  ]);
  const latest = latestRows[0] ?? null;
  const attemptsLeft = Math.max(0, LIMIT - windowRows.length);
  const oldest = windowRows[0];
  return {
    latest,
    attempts: countRows[0]?.attempts ?? 0,
    passed: passedRows.length > 0,
    attemptsLeft,
    retryAt: attemptsLeft === 0 && oldest ? oldest.createdAt.getTime() + WINDOW_MS : null,
  };
}

/**
 * Stores the attempt `attemptNumber` unless the window is full or that number
 * is no longer the next one (another tab got there first: its options were
 * ordered for another attempt): returns false then. Both checks and the insert
 * are one statement.
 */
export async function recordAttempt(
  db: Database,
  key: QuizKey,
  attemptNumber: number,
  mark: QuizMark,
  answers: (number | null)[],
  now: Date,
): Promise<boolean> {
  const since = now.getTime() - WINDOW_MS;
  const nowMs = now.getTime();
  const result = await db.run(sql`
    insert into ${trainingQuizAttempts}
      (user_id, module_id, section_index, scenario_index, score, total_questions, correct_answers, answers, is_passing, attempt_number, completed_at, created_at)
    select ${key.learnerId}, ${key.moduleId}, ${key.sectionIndex}, 0, ${mark.score}, ${mark.totalQuestions}, ${mark.correctAnswers}, ${JSON.stringify(answers)},
      ${mark.isPassing ? 1 : 0}, ${attemptNumber}, ${nowMs}, ${nowMs}
    where (select count(*) from ${trainingQuizAttempts}
      where user_id = ${key.learnerId} and module_id = ${key.moduleId} and section_index = ${key.sectionIndex} and created_at > ${since}) < ${LIMIT}
      and (select count(*) from ${trainingQuizAttempts}
        where user_id = ${key.learnerId} and module_id = ${key.moduleId} and section_index = ${key.sectionIndex}) = ${attemptNumber - 1}`);
  return result.meta.changes === 1;
}

/** The quiz sections of a module the learner has passed. */
export async function passedQuizSections(db: Database, learnerId: number, moduleId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ sectionIndex: trainingQuizAttempts.sectionIndex })
    .from(trainingQuizAttempts)
    .where(
      and(
        eq(trainingQuizAttempts.userId, learnerId),
        eq(trainingQuizAttempts.moduleId, moduleId),
        eq(trainingQuizAttempts.isPassing, true),
      ),
    );
  return new Set(rows.map((row) => row.sectionIndex));
}
