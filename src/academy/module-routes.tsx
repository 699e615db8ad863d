/**
 * The module reader's two forms: POST /training/module/{slug}/progress (go to
 * a section, mark or unmark one, Complete Module) and POST .../quiz (marked
 * here). A plain post is answered with the page (303 back to the section);
 * the reader's fetch, which asks for JSON, with the new state.
 */
import { type Context, Hono } from 'hono';
import { database } from '../db/client';
import { findActiveCategoryById, findActiveModule, listActiveModulesInCategory, type TrainingModuleRecord } from '../db/training-repository';
import type { AppEnv } from '../env';
import { apiError } from '../lib/api-error';
import { clientKey } from '../middleware/client-key';
import { isSameOriginPost } from '../middleware/same-origin';
import { renderModulePage } from '../pages/training/ModulePage';
import { accessLevel, moduleLock } from './access';
import { learnerFormTokenMatches } from './auth/learner-middleware';
import { signedInLearner } from './current-learner';
import { completeModule, learnerQuizView, quizResultView, whatIsLeftMessage, currentCertificateNumber } from './module-reader';
import { saveModuleProgress } from './progress-store';
import { recordAttempt } from './quiz-attempts';
import { chosenAnswers, markQuiz, quizQuestions } from './quiz-marking';
import { academyForbidden } from './ui/AcademyMessage';

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
  const lock = moduleLock(accessLevel(signedInLearner(c)?.learner, new Date()), category?.requiredTier ?? 'employer', position);
  return lock ? 'locked' : { module, category };
}

/** Refusals both forms share, before anything is read from D1. */
async function refused(c: Context<AppEnv>, csrfToken: string | null): Promise<Response | null> {
  if (Number(c.req.header('content-length') ?? '0') > MAX_FORM_BYTES)
    return apiError(c, 413, 'payload_too_large', 'The form sent more than a reader form can hold.');
  if (csrfToken === null) {
    if (!(await isSameOriginPost(c))) return wantsJson(c) ? apiError(c, 403, 'forbidden', 'This request came from another site.') : academyForbidden();
  } else if (!(await learnerFormTokenMatches(c, csrfToken))) {
    return wantsJson(c) ? apiError(c, 403, 'forbidden', 'This form has expired. Reload the page and try again.') : academyForbidden();
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
  if (!signedIn) return wantsJson(c) ? apiError(c, 401, 'unauthorised', 'Sign in to save your progress.') : c.redirect('/training/sign-in', 303);
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
      return wantsJson(c) ? apiError(c, 409, 'not_finished', message) : renderModulePage(c, slug, { notice: message }, 400);
    }
    certificateNumber = outcome.certificateNumber;
  } else {
    certificateNumber = await currentCertificateNumber(db, learnerId, module.id);
  }
  if (wantsJson(c)) return c.json({ completedSections: progress.completedSections, currentSection: progress.currentSection, certificateNumber });
  const shown = inRange(readIndex(body.go)) ?? inRange(readIndex(body.section)) ?? progress.currentSection;
  return c.redirect(`/training/module/${slug}?section=${shown}#reader`, 303);
});

moduleRoutes.post('/:slug/quiz', async (c) => {
  const slug = c.req.param('slug');
  const signedIn = signedInLearner(c);
  const refusal = await refused(c, signedIn?.session.csrfToken ?? null);
  if (refusal) return refusal;
  // Each submission counts, signed in or not: a learner by account, anyone else by address.
  const limiter = c.env.FORM_RATE_LIMITER;
  const key = signedIn ? `quiz:learner:${signedIn.learner.id}` : `quiz:client:${clientKey(c.req.header('cf-connecting-ip'))}`;
  if (limiter && !(await limiter.limit({ key })).success) {
    return apiError(c, 429, 'rate_limited', 'Too many quiz submissions in a minute. Please wait a moment and try again.');
  }
  const found = await openModule(c, slug);
  if (typeof found === 'string') return refusedModule(c, found);
  const { module } = found;
  const body = await c.req.parseBody();
  const sectionIndex = readIndex(body.section);
  const questions = quizQuestions(sectionIndex === null ? undefined : module.sections[sectionIndex]);
  if (sectionIndex === null || questions.length === 0) return apiError(c, 400, 'bad_request', 'That section is not a quiz.');
  const chosen = chosenAnswers((name) => (typeof body[name] === 'string' ? (body[name] as string) : undefined), questions);
  const mark = markQuiz(questions, chosen);
  const now = new Date();

  if (!signedIn) {
    // Marked but not stored, and until it is passed the score only: which questions were right is for a learner's
    // counted attempts, so the answers cannot be read off by trying again and again without an account.
    const result = quizResultView(module, sectionIndex, mark, chosen);
    const view = { result: { ...result, perQuestion: mark.isPassing ? result.perQuestion : [] }, passed: mark.isPassing, attemptsLeft: null, retryAt: null };
    return wantsJson(c) ? c.json(view) : renderModulePage(c, slug, { quiz: { sectionIndex, view } });
  }

  const db = database(c.env.DB);
  const quiz = { learnerId: signedIn.learner.id, moduleId: module.id, sectionIndex };
  const before = await learnerQuizView(db, signedIn.learner.id, module, sectionIndex, now);
  if (!before.passed) {
    const stored = await recordAttempt(db, quiz, mark, chosen, now);
    if (!stored) {
      const after = await learnerQuizView(db, signedIn.learner.id, module, sectionIndex, now);
      const message = `You have used all your attempts at this quiz for now. You can try again from ${after.retryAt ?? 'tomorrow'}.`;
      return wantsJson(c) ? apiError(c, 429, 'attempts_used', message) : renderModulePage(c, slug, { notice: message }, 429);
    }
  }
  const view = await learnerQuizView(db, signedIn.learner.id, module, sectionIndex, now);
  if (wantsJson(c)) return c.json(view);
  return c.redirect(`/training/module/${slug}?section=${sectionIndex}#reader`, 303);
});
