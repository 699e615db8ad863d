/**
 * What the module reader shows a learner (their saved progress, each quiz's
 * standing, their certificate) and what its posts change: the server side
 * of the reader, shared by the page and the progress and quiz endpoints.
 */
import { and, desc, eq } from 'drizzle-orm';
import { trainingCategories as categoryContent } from '../content/modules/index';
import type { Database } from '../../db/client';
import { trainingCertificates } from '../../db/schema/academy';
import type { TrainingModuleRecord } from '../content/training-repository';
import type { QuizView } from './SectionQuiz';
import type { ReaderProgress } from './TrainingModuleReader.island';
import { formatDateTime } from '../../lib/uk-date';
import { issueCertificate } from '../certificates/certificate-store';
import { certificateInForce } from '../../db/certificate-state';
import { markModuleCompleted, readModuleProgress, type ModuleProgress } from '../progress-store';
import { passedQuizSections, quizStanding, type StoredAttempt } from '../quiz-attempts';
import { quizQuestions, type QuizMark } from '../quiz-marking';
import { orderedQuizContent, type QuizOrder, quizOrder, toPositions } from '../quiz-order';

/** The learner's live certificate for a module, if any. */
export async function currentCertificateNumber(
  db: Database,
  learnerId: number,
  moduleId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ certificateNumber: trainingCertificates.certificateNumber })
    .from(trainingCertificates)
    .where(
      and(
        eq(trainingCertificates.userId, learnerId),
        eq(trainingCertificates.moduleId, moduleId),
        certificateInForce(),
      ),
    )
    .orderBy(desc(trainingCertificates.earnedDate))
    .limit(1);
  return row?.certificateNumber ?? null;
}

/**
 * A marked attempt as the reader shows it, its choices as positions of the order shown. Which answers were right,
 * and why, only once passed: a failed attempt gives its score alone, so no attempt confirms an answer before the
 * quiz is passed within the attempt limit.
 */
function quizResultView(
  module: TrainingModuleRecord,
  sectionIndex: number,
  mark: QuizMark,
  shownChoices: (number | null)[],
) {
  const questions = quizQuestions(module.sections[sectionIndex]);
  return {
    ...mark,
    perQuestion: mark.isPassing ? mark.perQuestion : [],
    chosen: shownChoices,
    explanations: mark.isPassing ? questions.map((question) => question.why) : null,
  };
}

function storedChosen(answers: unknown): (number | null)[] {
  return Array.isArray(answers) ? answers.map((answer) => (typeof answer === 'number' ? answer : null)) : [];
}

function viewOfAttempt(
  module: TrainingModuleRecord,
  sectionIndex: number,
  attempt: StoredAttempt | null,
  order: QuizOrder,
) {
  if (!attempt) return null;
  const chosen = storedChosen(attempt.answers);
  const mark: QuizMark = {
    totalQuestions: attempt.totalQuestions,
    correctAnswers: attempt.correctAnswers,
    score: attempt.score,
    isPassing: attempt.isPassing,
    // Re-marked from the stored answers, so the page can say which were wrong without storing it twice.
    perQuestion: quizQuestions(module.sections[sectionIndex]).map((question, index) => {
      const pick = chosen[index];
      return pick !== null && pick !== undefined && question.answers[pick]?.correct === true;
    }),
  };
  return quizResultView(module, sectionIndex, mark, toPositions(chosen, order));
}

/**
 * One quiz's standing for the reader, shown in the order of the attempt its
 * form is for: the next one, or the passing one once passed (then nothing
 * is posted). The last attempt's choices are shown where that order puts them.
 */
export async function learnerQuizView(
  db: Database,
  secret: string | undefined,
  learnerId: number,
  module: TrainingModuleRecord,
  sectionIndex: number,
  now: Date,
): Promise<QuizView> {
  const key = { learnerId, moduleId: module.id, sectionIndex };
  const standing = await quizStanding(db, key, now);
  const attempt = standing.passed ? Math.max(1, standing.attempts) : standing.attempts + 1;
  const section = module.sections[sectionIndex];
  const order = await quizOrder(secret, key, attempt, section);
  return {
    result: viewOfAttempt(module, sectionIndex, standing.latest, order),
    passed: standing.passed,
    attemptsLeft: standing.attemptsLeft,
    retryAt: standing.retryAt === null ? null : formatDateTime(new Date(standing.retryAt)),
    attempt,
    content: section ? orderedQuizContent(section, order) : null,
  };
}

function quizSectionIndexes(module: TrainingModuleRecord): number[] {
  return module.sections.flatMap((section, index) => (section.type === 'quiz' ? [index] : []));
}

/** Everything the reader needs for a signed-in learner. */
export async function learnerReaderState(
  db: Database,
  secret: string | undefined,
  learnerId: number,
  module: TrainingModuleRecord,
  now: Date,
): Promise<{ progress: ModuleProgress; reader: ReaderProgress; quizzes: Record<string, QuizView> }> {
  const [progress, certificateNumber, views] = await Promise.all([
    readModuleProgress(db, learnerId, module.id),
    currentCertificateNumber(db, learnerId, module.id),
    Promise.all(
      quizSectionIndexes(module).map(
        async (index) => [String(index), await learnerQuizView(db, secret, learnerId, module, index, now)] as const,
      ),
    ),
  ]);
  return {
    progress,
    reader: {
      completedSections: progress.completedSections,
      currentSection: progress.currentSection,
      certificateNumber,
    },
    quizzes: Object.fromEntries(views),
  };
}

/** How long a certificate from this category's modules stays valid, in years; null: it does not expire. */
export function certificateValidYears(categorySlug: string | undefined): number | null {
  return categoryContent.find((category) => category.slug === categorySlug)?.certificateValidYears ?? null;
}

type CompletionOutcome =
  | { completed: true; certificateNumber: string }
  | { completed: false; sectionsToMark: number[]; quizzesToPass: number[] };

/**
 * Complete Module: only when every section is marked and every quiz passed.
 * Marks the module completed and issues (or hands back) its certificate.
 */
export async function completeModule(
  db: Database,
  learnerId: number,
  module: TrainingModuleRecord,
  category: { id: number; slug: string; name: string } | undefined,
  now: Date,
): Promise<CompletionOutcome> {
  const [progress, passed] = await Promise.all([
    readModuleProgress(db, learnerId, module.id),
    passedQuizSections(db, learnerId, module.id),
  ]);
  const sectionsToMark = module.sections
    .map((_, index) => index)
    .filter((index) => !progress.completedSections.includes(index));
  const quizzesToPass = quizSectionIndexes(module).filter((index) => !passed.has(index));
  if (module.sections.length === 0 || sectionsToMark.length > 0 || quizzesToPass.length > 0)
    return { completed: false, sectionsToMark, quizzesToPass };
  await markModuleCompleted(db, learnerId, module.id, now);
  const { certificateNumber } = await issueCertificate(
    db,
    {
      learnerId,
      moduleId: module.id,
      categoryId: category?.id ?? null,
      title: module.title,
      description: category ? `${category.name}: ${module.description}` : module.description,
      validYears: certificateValidYears(category?.slug),
    },
    now,
  );
  return { completed: true, certificateNumber };
}

/** What is left before Complete Module works, in words (sections numbered from 1). */
export function whatIsLeftMessage(outcome: Extract<CompletionOutcome, { completed: false }>): string {
  const parts = [
    outcome.sectionsToMark.length
      ? `mark section${outcome.sectionsToMark.length === 1 ? '' : 's'} ${outcome.sectionsToMark.map((index) => index + 1).join(', ')} complete`
      : '',
    outcome.quizzesToPass.length
      ? `pass the quiz in section ${outcome.quizzesToPass.map((index) => index + 1).join(', ')}`
      : '',
  ].filter(Boolean);
  return `Not finished yet: ${parts.join(' and ')}, then press Complete Module.`;
}
