/**
 * The one way a form endpoint is made. The same endpoint answers the island's
 * JSON (201, or 400/503 in the one error shape) and the plain HTML post a form
 * makes before or without JavaScript (the page again with every value and a
 * message beside each field, or the next page). One zod schema checks both;
 * the honeypot is checked here and nowhere else.
 */
import { zValidator } from '@hono/zod-validator';
import { eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { Hono, type Context } from 'hono';
import { z, type ZodType } from 'zod';
import { database } from '../db/client';
import type { AppEnv } from '../env';
import { notifyInBackground } from '../notify/enqueue';
import { notifyEntries } from '../notify/enqueue';
import { type OutboxEntry, outboxInsertFor } from '../notify/outbox';
import type { TypedSubmission } from '../submissions/types';
import { fieldErrors } from '../lib/field-errors';
import { formValues, messagesByField, SUBMISSION_ID_FIELD, type FormState } from '../lib/form-state';
import { HONEYPOT_FIELD } from '../lib/honeypot-field';
import { VISIT_SOURCE_FIELD } from '../lib/visit-source-field';
import {
  decodeVisitSource,
  encodeVisitSource,
  type VisitSource,
  visitSourceColumnValues,
} from '../analytics/visit-source';
import { recordFunnelStep } from '../analytics/record';
import { withRequestSettings } from '../render/request-settings';
import { apiError } from '../lib/api-error';
import { postedFields } from '../lib/posted-fields';
import { sha256Hex } from '../lib/sha256';

type FormContext = Context<AppEnv>;

/**
 * The page a form sits on, as the answer to its plain post: the request (the
 * page reads the site's content), the form's state and the status. An endpoint whose form sits on another feature's page (the
 * home page's forms) is handed this by whoever mounts it (src/site/api.ts).
 */
export type AnswerPage<State = FormState> = (c: FormContext, state: State, status: number) => Promise<Response>;

interface PlainPostAnswers<Data> {
  /** After storing: usually a redirect to the page and its success notice; `answer` is what the JSON answer carries too. */
  saved(c: FormContext, data: Data, fields: URLSearchParams, answer: StoredAnswer): Response | Promise<Response>;
  /**
   * The page again with the values as typed: 400 with a message per field,
   * 409 when what was asked for was taken meanwhile (a slot), or 503 when
   * storing failed.
   */
  again(
    c: FormContext,
    state: FormState,
    fields: URLSearchParams,
    status: 400 | 409 | 503,
  ): Response | Promise<Response>;
  /** Earlier steps of a multi-step form, answered before the whole form is checked (the booking wizard). */
  step?(c: FormContext, fields: URLSearchParams): Response | undefined | Promise<Response | undefined>;
}

/** What a stored submission's answer carries besides `ok` (the booking's private links). */
type StoredAnswer = Record<string, unknown>;

/** A valid submission the database says no to: 400 (not bookable) or 409 (taken meanwhile), a message per field. */
export interface Refusal {
  status: 400 | 409;
  code: string;
  message: string;
  fields: Record<string, string>;
}

/** The row stored under a submission id: the new one, or the earlier one a repeat repeats. */
interface OriginalRow {
  id: string;
  receivedAt: Date;
}

/** What a kind adds to its submission's batch (see StoreHooks.alongside). */
interface Alongside {
  /** Right after the insert, before the rows that select from it: may take the new row back (a limit passed in a race). */
  guards?: BatchItem<'sqlite'>[];
  /** After the submission's own outbox row. */
  statements: BatchItem<'sqlite'>[];
  /** From the batch's results: a refusal (a guard took the row back), or the answer and the outbox rows to queue. */
  after(results: {
    guards: D1Result[];
    statements: D1Result[];
    original: OriginalRow | null;
  }): Promise<{ refusal: Refusal } | { answer: StoredAnswer; queued: OutboxEntry[] }>;
}

/** What a kind of submission adds to storing: checks against the database, more rows in the same batch, and its conflicts. */
export interface StoreHooks<Data> {
  /** Before storing: a refusal, or null to go on (a slot that is blocked, too soon or already held). */
  check?(c: FormContext, data: Data, submissionId: string): Promise<Refusal | null>;
  /**
   * More statements for the submission's own atomic batch, and, from their
   * results, the answer they make and the outbox rows to queue. Run for a
   * repeat too (the submission id is the same), so a repeat's answer is as
   * good as the original's.
   */
  alongside?(
    c: FormContext,
    db: ReturnType<typeof database>,
    data: Data,
    stored: { id: string; submissionId: string; now: Date },
  ): Promise<Alongside>;
  /** An insert that failed on a constraint the visitor can act on (the unique index over held slots); null for a passing failure. */
  conflict?(error: unknown): Refusal | null;
}

/** The kinds the outbox knows: every kind of submission. */
type OutboxKind = Parameters<typeof outboxInsertFor>[1];

/** True when the request is a plain HTML form post (the page's form used without its island). */
function isFormPost(c: Context): boolean {
  return (c.req.header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The address a submission carries, as compared: trimmed and lower case; null for a kind without one. */
function addressOf(data: unknown): string | null {
  const email = isRecord(data) ? data.email : undefined;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

const changedRow = (result: D1Result | undefined) => (result?.meta.changes ?? 0) > 0;

const DUPLICATE_MESSAGE = 'This form was already sent once with other details. Check your entries, then send it again.';
/** A submission id already stored with another address: refused, and nothing about the stored one is said. */
const duplicateSubmission = (): Refusal => ({
  status: 409,
  code: 'duplicate_submission',
  message: DUPLICATE_MESSAGE,
  fields: { email: DUPLICATE_MESSAGE },
});

/** True when the field people never see was filled in: answer as usual, store nothing. */
function honeypotFilled(body: unknown): boolean {
  const value = isRecord(body) ? body[HONEYPOT_FIELD] : undefined;
  return typeof value === 'string' ? value.length > 0 : value !== undefined && value !== null;
}

/** The submission's own fields: the honeypot and the submission id are the endpoint's, not the schema's. */
function submittedFields(body: unknown): unknown {
  if (!isRecord(body)) return body;
  const { [HONEYPOT_FIELD]: _bait, [SUBMISSION_ID_FIELD]: _id, [VISIT_SOURCE_FIELD]: _source, ...rest } = body;
  return rest;
}

/**
 * The id a form sent, or, when it sent none (a plain post), one derived from
 * where it went, what it said and the current ten minutes: a double click or a
 * resend of the same entries is then recognised as a repeat. undefined when
 * the id sent is not one.
 */
async function submissionIdOf(sent: unknown, path: string, content: unknown): Promise<string | undefined> {
  if (sent !== undefined && sent !== null && sent !== '')
    return typeof sent === 'string' && SUBMISSION_ID.test(sent) ? sent : undefined;
  const window = Math.floor(Date.now() / REPEAT_WINDOW_MS);
  return `derived-${await sha256Hex(JSON.stringify([path, window, content]))}`;
}

/** The posted fields but one. */
function without(fields: URLSearchParams, name: string): URLSearchParams {
  const rest = new URLSearchParams(fields);
  rest.delete(name);
  return rest;
}

/** Stored (with its answer), refused by the database's rules, or not stored after every try (refusal null). */
type Stored = { stored: true; answer: StoredAnswer } | { stored: false; refusal: Refusal | null };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const SUBMISSION_ID = /^[A-Za-z0-9-]{16,64}$/;
/** A resend within this window, without an id of its own, is recognised by its content. */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;
/** Waits before each further try of a failed insert: a passing D1 failure usually clears within these. */
const RETRY_DELAYS_MS = [50, 200];

const VALIDATION_MESSAGE = 'Some fields need attention.';
const INVALID_ID_MESSAGE = 'The submission id must be 16 to 64 letters, digits or hyphens.';
/** A passing storage failure: worth trying again in a few seconds. */
const RETRY_AFTER_SECONDS = '5';

/**
 * The endpoint of one kind of submission: its schema and its fields' mapping
 * come from the kind's definition; `plain` answers a plain post (the page
 * that owns the form renders it, handed the form's state).
 */
export function formEndpoint<Kind extends OutboxKind, Table extends SQLiteTable, Schema extends ZodType>(
  submission: TypedSubmission<Kind, Table, Schema>,
  plain: PlainPostAnswers<z.output<Schema>>,
  hooks: StoreHooks<z.output<Schema>> = {},
) {
  const { definition } = submission;
  const { fromFields } = definition;

  /** The kind's schema for this submission: fixed for most; a booking's names the packages published now. */
  const schemaNow = async (c: FormContext): Promise<Schema> =>
    typeof definition.schema === 'function' ? definition.schema(c.env.DB) : definition.schema;

  /**
   * Stores a valid submission with its submission id, ignoring a conflict on
   * it (a repeat answers exactly as the original). Only the row's named
   * fields are stored; the server sets ids, statuses and times. The row and
   * its outbox row are one atomic batch: a stored submission always has its
   * notification on record. Safe to run again: a passing failure is retried.
   */
  const save = async (
    c: FormContext,
    data: z.output<Schema>,
    submissionId: string,
    source: VisitSource,
  ): Promise<Stored> => {
    const db = database(c.env.DB);
    const id = crypto.randomUUID();
    const now = new Date();
    const outbox = outboxInsertFor(db, submission.kind, id, now);
    // Every kind's table has the source's columns (visitSourceColumns): named here, never taken from the body.
    const row = { ...definition.toRow(data, { id, submissionId, now }), ...visitSourceColumnValues(source) };
    const more = hooks.alongside ? await hooks.alongside(c, db, data, { id, submissionId, now }) : null;
    const guards = more?.guards ?? [];
    // A kind with conflicts of its own ignores only a repeat of the submission id, so its other unique index
    // (a held slot) fails the batch; the rest ignore every conflict (an address already on the waiting list).
    const insert = db
      .insert(definition.table)
      .values(row)
      .onConflictDoNothing(hooks.conflict ? { target: definition.columns.submissionId } : undefined);
    const [inserted, ...results] = (await db.batch([
      insert,
      ...guards,
      outbox.insert,
      ...(more?.statements ?? []),
    ])) as D1Result[];
    const notification = results[guards.length] as D1Result;
    // Not inserted: a repeat of a stored submission id (or, for some kinds, an address already on their list).
    const earlier = changedRow(inserted) ? null : await storedUnder(db, submissionId);
    // A repeat is only a repeat when it carries the same address: else whoever knows an id could reach what it stored.
    if (earlier && addressOf(data) !== null && addressOf(data) !== addressOf(earlier))
      return { stored: false, refusal: duplicateSubmission() };
    const original: OriginalRow | null = changedRow(inserted) ? { id, receivedAt: now } : earlier;
    // Leads to act on are queued now; the rest wait for the daily digest.
    if (submission.notification === 'email') notifyInBackground(c, outbox.entry, notification);
    // A step of the funnel, counted once: a repeat of the submission id, or a row a guard took back, is none.
    const step = changedRow(inserted) ? definition.funnelStep?.(data) : null;
    if (!more) {
      if (step) recordFunnelStep(c, step);
      return { stored: true, answer: {} };
    }
    const outcome = await more.after({
      guards: results.slice(0, guards.length),
      statements: results.slice(guards.length + 1),
      original,
    });
    if ('refusal' in outcome) return { stored: false, refusal: outcome.refusal };
    if (step) recordFunnelStep(c, step);
    notifyEntries(c, outcome.queued);
    return { stored: true, answer: outcome.answer };
  };

  /** The row stored under this submission id, with its address; null when there is none. */
  const storedUnder = async (db: ReturnType<typeof database>, submissionId: string) => {
    const { columns } = definition;
    const [found] = await db
      .select({ id: columns.id, email: columns.email, receivedAt: columns.receivedAt })
      .from(definition.table as SQLiteTable)
      .where(eq(columns.submissionId, submissionId))
      .limit(1);
    if (!found) return null;
    return {
      id: String(found.id),
      email: found.email,
      receivedAt: found.receivedAt instanceof Date ? found.receivedAt : new Date(Number(found.receivedAt)),
    };
  };

  /**
   * Stores unless the honeypot was filled, trying again after a passing
   * failure (the insert is idempotent through the submission id); false when
   * every try failed (logged with the request id only, never the visitor's data).
   */
  const store = async (
    c: FormContext,
    data: z.output<Schema>,
    submissionId: string,
    trapped: boolean,
    source: VisitSource,
  ): Promise<Stored> => {
    if (trapped) return { stored: true, answer: {} };
    for (let attempt = 0; ; attempt += 1) {
      try {
        // Checked again on each try: a check that could not read the database fails like the insert would.
        const refused = await hooks.check?.(c, data, submissionId);
        if (refused) return { stored: false, refusal: refused };
        return await save(c, data, submissionId, source);
      } catch (error) {
        const refusal = hooks.conflict?.(error);
        if (refusal) return { stored: false, refusal };
        const delay = RETRY_DELAYS_MS[attempt];
        console.error(
          `storage_failed request=${c.get('requestId') ?? 'unknown'} attempt=${attempt + 1} ${error instanceof Error ? error.name : 'unknown'}`,
        );
        if (delay === undefined) return { stored: false, refusal: null };
        await pause(delay);
      }
    }
  };

  const endpoint = new Hono<AppEnv>();

  endpoint.post('/', async (c, next) => {
    if (!isFormPost(c)) return next();
    const fields = await postedFields(c);
    // The page that answers carries the visit's source on, step after step (the wizard), error after error.
    const source = decodeVisitSource(fields.get(VISIT_SOURCE_FIELD));
    return withRequestSettings({ visitSource: encodeVisitSource(source) }, () => answerPlainPost(c, fields, source));
  });

  /** A plain post: the next step, the page again with a message per field, or the kind's own answer once stored. */
  async function answerPlainPost(c: FormContext, fields: URLSearchParams, source: VisitSource): Promise<Response> {
    const stepAnswer = await plain.step?.(c, fields);
    if (stepAnswer) return stepAnswer;
    const schema = await schemaNow(c).catch(() => undefined);
    // The schema could not be read (D1 failed): as a store that failed, the page again with every entry kept.
    if (!schema) return failedPage(c, fields);
    const parsed = schema.safeParse(fromFields(fields));
    // Everything the form posted counts, not only the schema's fields: the calendar as .ics, then as .csv, is two downloads.
    const submissionId = await submissionIdOf(
      fields.get(SUBMISSION_ID_FIELD),
      c.req.path,
      formValues(without(fields, SUBMISSION_ID_FIELD)),
    );
    if (!parsed.success || !submissionId) {
      const errors = parsed.success
        ? { [SUBMISSION_ID_FIELD]: INVALID_ID_MESSAGE }
        : messagesByField(fieldErrors(parsed.error));
      return plain.again(c, { values: formValues(fields), errors, notice: 'invalid' }, fields, 400);
    }
    const outcome = await store(c, parsed.data, submissionId, (fields.get(HONEYPOT_FIELD) ?? '') !== '', source);
    if (!outcome.stored && outcome.refusal) {
      const { status, fields: errors } = outcome.refusal;
      return plain.again(c, { values: formValues(fields), errors, notice: 'invalid' }, fields, status);
    }
    if (!outcome.stored) return failedPage(c, fields);
    return plain.saved(c, parsed.data, fields, outcome.answer);
  }

  /** A plain post that could not be stored (or checked) now: the page again, every entry kept, and try again. */
  async function failedPage(c: FormContext, fields: URLSearchParams): Promise<Response> {
    const page = await plain.again(c, { values: formValues(fields), errors: {}, notice: 'failed' }, fields, 503);
    page.headers.set('Retry-After', RETRY_AFTER_SECONDS);
    return page;
  }

  const unavailable = (c: FormContext) => {
    c.header('Retry-After', RETRY_AFTER_SECONDS);
    return apiError(c, 503, 'service_unavailable', 'The service is temporarily unavailable. Please try again.');
  };

  endpoint.post(
    '/',
    // Only reads the JSON here (a body that is not JSON is refused as before): the schema is the submission's own.
    zValidator('json', z.unknown()),
    async (c) => {
      const body: unknown = c.req.valid('json');
      const schema = await schemaNow(c).catch(() => undefined);
      if (!schema) return unavailable(c);
      const result = z.preprocess(submittedFields, schema).safeParse(body);
      if (!result.success) return apiError(c, 400, 'validation_failed', VALIDATION_MESSAGE, fieldErrors(result.error));
      const data = result.data as z.output<Schema>;
      const submissionId = await submissionIdOf(
        isRecord(body) ? body[SUBMISSION_ID_FIELD] : undefined,
        c.req.path,
        submittedFields(body),
      );
      if (!submissionId)
        return apiError(c, 400, 'validation_failed', VALIDATION_MESSAGE, { [SUBMISSION_ID_FIELD]: INVALID_ID_MESSAGE });
      const source = decodeVisitSource(isRecord(body) ? body[VISIT_SOURCE_FIELD] : undefined);
      const outcome = await store(c, data, submissionId, honeypotFilled(body), source);
      if (!outcome.stored && outcome.refusal) {
        const { status, code, message, fields } = outcome.refusal;
        return apiError(c, status, code, message, fields);
      }
      if (!outcome.stored) return unavailable(c);
      return c.json({ ok: true, ...outcome.answer }, 201);
    },
  );

  return endpoint;
}
