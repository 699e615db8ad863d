/**
 * The module reader's two forms: POST /training/module/{slug}/progress (go to
 * a section, mark or unmark one, Complete Module) and POST .../quiz (marked
 * here). A plain post is answered with the page (303 back to the section);
 * the reader's fetch, which asks for JSON, with the new state.
 */
import { type Context, Hono } from 'hono';
import { database } from '../../db/client';
import {
  findActiveCategoryById,
  findActiveModule,
  listActiveModulesInCategory,
  type TrainingModuleRecord,
} from '../content/training-repository';
import type { AppEnv } from '../../env';
import { apiError } from '../../lib/api-error';
import { isSameOriginPost } from '../../middleware/same-origin';
import { renderModulePage } from './ModulePage';
import { accessLevel, moduleLock } from '../access';
import { learnerFormTokenMatches } from '../auth/learner-middleware';
import { signedInLearner } from '../current-learner';
import { completeModule, learnerQuizView, whatIsLeftMessage, currentCertificateNumber } from './module-reader';
import { saveModuleProgress } from '../progress-store';
import { quizStanding, recordAttempt } from '../quiz-attempts';
import { chosenAnswers, markQuiz, quizQuestions } from '../quiz-marking';
import { fromPositions, quizOrder } from '../quiz-order';
import { academyForbidden } from '../ui/AcademyMessage';

export const moduleRoutes = new Hono<AppEnv>();

const MAX_FORM_BYTES = 8 * 1024;

const wantsJson = (c: Context) => (c.req.header('accept') ?? '').includes('application/json');

function readIndex(value: unknown): number | null {
  return typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : null;
}

interface OpenModule {
  module: TrainingModuleRecord;
  category: Awaited<ReturnType<typeof findActiveCategoryById>>;
}

/** The module, if it exists and the reader may read it. */
async function openModule(c: Context<AppEnv>, slug: string): Promise<OpenModule | 'missing' | 'locked'> {
  const db = database(c.env.DB);
  const module = await findActiveModule(db, slug);
  if (!module) return 'missing';
  const category = module.categoryId === null ? undefined : await findActiveCategoryById(db, module.categoryId);
  const siblings = category ? await listActiveModulesInCategory(db, category.id) : [module];
  const position = Math.max(
    0,
    siblings.findIndex((sibling) => sibling.slug === module.slug),
  );
  const lock = moduleLock(
    accessLevel(signedInLearner(c)?.learner, new Date()),
    category?.requiredTier ?? 'employer',
    position,
  );
  return lock ? 'locked' : { module, category };
}

/** Refusals both forms share, before anything is read from D1. */
async function refused(c: Context<AppEnv>, csrfToken: string | null): Promise<Response | null> {
  if (Number(c.req.header('content-length') ?? '0') > MAX_FORM_BYTES)
    return apiError(c, 413, 'payload_too_large', 'The form sent more than a reader form can hold.');
  if (csrfToken === null) {
    if (!(await isSameOriginPost(c)))
      return wantsJson(c) ? apiError(c, 403, 'forbidden', 'This request came from another site.') : academyForbidden();
  } else if (!(await learnerFormTokenMatches(c, csrfToken))) {
    return wantsJson(c)
      ? apiError(c, 403, 'forbidden', 'This form has expired. Reload the page and try again.')
      : academyForbidden();
  }
  return null;
}

function refusedModule(c: Context<AppEnv>, found: 'missing' | 'locked') {
  return found === 'missing'
    ? apiError(c, 404, 'not_found', 'No training module has that address.')
    : apiError(c, 403, 'locked', 'This module is not part of your subscription.');
}

moduleRoutes.post('/:slug/progress', async (c) => {
  const slug = c.req.param('slug');
  const signedIn = signedInLearner(c);
  if (!signedIn)
    return wantsJson(c)
      ? apiError(c, 401, 'unauthorised', 'Sign in to save your progress.')
      : c.redirect('/training/sign-in', 303);
  const refusal = await refused(c, signedIn.session.csrfToken);
  if (refusal) return refusal;
  const found = await openModule(c, slug);
  if (typeof found === 'string') return refusedModule(c, found);
  const { module, category } = found;
  const db = database(c.env.DB);
  const now = new Date();
  const learnerId = signedIn.learner.id;
  const body = await c.req.parseBody();
  const total = module.sections.length;
  const inRange = (index: number | null) => (index !== null && index < total ? index : undefined);
  const progress = await saveModuleProgress(
    db,
    learnerId,
    module.id,
    {
      go: inRange(readIndex(body.go)),
      section: inRange(readIndex(body.section)) ?? 0,
      mark: inRange(readIndex(body.mark)),
      unmark: inRange(readIndex(body.unmark)),
    },
    total,
    now,
  );
  let certificateNumber: string | null = null;
  if (body.complete !== undefined) {
    const outcome = await completeModule(db, learnerId, module, category, now);
    if (!outcome.completed) {
      const message = whatIsLeftMessage(outcome);
      return wantsJson(c)
        ? apiError(c, 409, 'not_finished', message)
        : renderModulePage(c, slug, { notice: message }, 400);
    }
    certificateNumber = outcome.certificateNumber;
  } else {
    certificateNumber = await currentCertificateNumber(db, learnerId, module.id);
  }
  if (wantsJson(c))
    return c.json({
      completedSections: progress.completedSections,
      currentSection: progress.currentSection,
      certificateNumber,
    });
  const shown = inRange(readIndex(body.go)) ?? inRange(readIndex(body.section)) ?? progress.currentSection;
  return c.redirect(`/training/module/${slug}?section=${shown}#reader`, 303);
});

/** The quiz as the learner stands now, saying it changed: the answer to a post for an attempt already made. */
async function quizAgain(
  c: Context<AppEnv>,
  slug: string,
  module: TrainingModuleRecord,
  learnerId: number,
  sectionIndex: number,
) {
  const notice = 'This quiz has changed since the page was opened: here it is as it stands now.';
  if (!wantsJson(c)) return renderModulePage(c, slug, { section: sectionIndex, notice }, 409);
  const view = await learnerQuizView(
    database(c.env.DB),
    c.env.SIGNING_SECRET,
    learnerId,
    module,
    sectionIndex,
    new Date(),
  );
  return c.json({ ...view, notice });
}

const SIGN_IN_TO_ANSWER =
  'Quizzes are marked for learners with an account: sign in, or try the free demo, to submit your answers.';

moduleRoutes.post('/:slug/quiz', async (c) => {
  const slug = c.req.param('slug');
  const signedIn = signedInLearner(c);
  if (!signedIn) {
    // Nothing is marked without an account: a score per post would let anyone find every answer by trying
    // again and again, where a learner's attempts are limited (3 a day).
    if (wantsJson(c)) return apiError(c, 401, 'unauthorised', SIGN_IN_TO_ANSWER);
    const section = readIndex((await c.req.parseBody()).section);
    return renderModulePage(c, slug, { notice: SIGN_IN_TO_ANSWER, ...(section === null ? {} : { section }) }, 401);
  }
  const refusal = await refused(c, signedIn.session.csrfToken);
  if (refusal) return refusal;
  const limiter = c.env.FORM_RATE_LIMITER;
  if (limiter && !(await limiter.limit({ key: `quiz:learner:${signedIn.learner.id}` })).success) {
    return apiError(
      c,
      429,
      'rate_limited',
      'Too many quiz submissions in a minute. Please wait a moment and try again.',
    );
  }
  const found = await openModule(c, slug);
  if (typeof found === 'string') return refusedModule(c, found);
  const { module } = found;
  const body = await c.req.parseBody();
  const sectionIndex = readIndex(body.section);
  const section = sectionIndex === null ? undefined : module.sections[sectionIndex];
  const questions = quizQuestions(section);
  if (sectionIndex === null || questions.length === 0)
    return apiError(c, 400, 'bad_request', 'That section is not a quiz.');

  const db = database(c.env.DB);
  const now = new Date();
  const learnerId = signedIn.learner.id;
  const quiz = { learnerId, moduleId: module.id, sectionIndex };
  const standing = await quizStanding(db, quiz, now);
  const attempt = readIndex(body.attempt);
  if (!standing.passed) {
    // The positions posted are read in the order of the attempt the form was rendered for; any other is not marked.
    if (attempt !== standing.attempts + 1) {
      return quizAgain(c, slug, module, learnerId, sectionIndex);
    }
    const order = await quizOrder(c.env.SIGNING_SECRET, quiz, attempt, section);
    const positions = chosenAnswers(
      (name) => (typeof body[name] === 'string' ? (body[name] as string) : undefined),
      questions,
    );
    const chosen = fromPositions(positions, order);
    const mark = markQuiz(questions, chosen);
    if (!(await recordAttempt(db, quiz, attempt, mark, chosen, now))) {
      const after = await learnerQuizView(db, c.env.SIGNING_SECRET, learnerId, module, sectionIndex, now);
      if (after.attempt !== attempt) {
        return quizAgain(c, slug, module, learnerId, sectionIndex);
      }
      const message = `You have used all your attempts at this quiz for now. You can try again from ${after.retryAt ?? 'tomorrow'}.`;
      return wantsJson(c)
        ? apiError(c, 429, 'attempts_used', message)
        : renderModulePage(c, slug, { section: sectionIndex, notice: message }, 429);
    }
  }
  if (!wantsJson(c)) return c.redirect(`/training/module/${slug}?section=${sectionIndex}#reader`, 303);
  return c.json(await learnerQuizView(db, c.env.SIGNING_SECRET, learnerId, module, sectionIndex, now));
});
