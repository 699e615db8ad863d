/**
 * Quizzes are marked here, on the server. A quiz section's content marks the
 * right answer with "* " and explains it on a "Why:" line; what the browser
 * receives (withoutAnswers) has neither, so the answers cannot be read from the
 * page before the learner submits.
 */
import { siteConfig } from '../content/site-config';
import type { TrainingSection } from './content/training-document';
import { parseSection, type QuizQuestion } from './reader/parse-section';

/** A section as it may reach the browser: a quiz's right answers and explanations left out. */
export function withoutAnswers(section: TrainingSection): TrainingSection {
  if (section.type !== 'quiz') return section;
  const content = section.content
    .split(/\r?\n/)
    .filter((line) => !line.trim().startsWith('Why:'))
    .map((line) => line.replace(/^(\s*)\* /, '$1- '))
    .join('\n');
  return { ...section, content };
}

export function quizQuestions(section: TrainingSection | undefined): QuizQuestion[] {
  if (section?.type !== 'quiz') return [];
  return parseSection('quiz', section.content).flatMap((block) => (block.kind === 'quiz' ? block.questions : []));
}

export interface QuizMark {
  totalQuestions: number;
  correctAnswers: number;
  /** Whole per cent, rounded down: 80 means at least four fifths right. */
  score: number;
  isPassing: boolean;
  /** Whether each question was answered rightly, in order. */
  perQuestion: boolean[];
}

/** Marks the chosen answer index of each question (null: not answered, which counts as wrong). */
export function markQuiz(questions: QuizQuestion[], chosen: (number | null)[]): QuizMark {
  const perQuestion = questions.map((question, index) => {
    const pick = chosen[index];
    return pick !== null && pick !== undefined && question.answers[pick]?.correct === true;
  });
  const correctAnswers = perQuestion.filter(Boolean).length;
  const totalQuestions = questions.length;
  const score = totalQuestions === 0 ? 0 : Math.floor((correctAnswers / totalQuestions) * 100);
  return {
    totalQuestions,
    correctAnswers,
    score,
    isPassing: totalQuestions > 0 && score >= siteConfig.academy.quizPassPercent,
    perQuestion,
  };
}

/** Answers as posted (q0, q1, ...: an answer index each), for a quiz of `count` questions. Anything else reads as not answered. */
export function chosenAnswers(
  read: (name: string) => string | undefined,
  questions: QuizQuestion[],
): (number | null)[] {
  return questions.map((question, index) => {
    const value = read(`q${index}`);
    if (value === undefined || !/^\d{1,2}$/.test(value)) return null;
    const pick = Number(value);
    return pick < question.answers.length ? pick : null;
  });
}
