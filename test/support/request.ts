import { env } from 'cloudflare:workers';
import { expect, vi } from 'vitest';
import { app } from '../../src/worker';

/** The site's origin, as the tests' requests address it. */
const SITE = 'https://www.pawsperity.co.uk';

/** Sends a request through the whole Worker app with the test bindings (real D1, unless `bindings` says otherwise). */
export function request(path: string, init?: RequestInit, bindings: Partial<typeof env> = {}): Promise<Response> {
  return Promise.resolve(app.request(`${SITE}${path}`, init, { ...env, ...bindings }));
}

/** D1 that refuses every statement, as in an outage. */
export const unavailableDatabase = {
  prepare: () => {
    throw new Error('D1_ERROR: storage down');
  },
  batch: () => Promise.reject(new Error('D1_ERROR: storage down')),
} as unknown as D1Database;

let visitor = 0;
/** A distinct client address per call, as many visitors would have; pass cf-connecting-ip to pin one. */
export function visitorAddress(): string {
  visitor += 1;
  return `198.51.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}`;
}

/** A same-origin JSON POST's request, as the site's own forms send it. */
function jsonPost(body: string, headers: Record<string, string>): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', origin: SITE, ...headers }, body };
}

/** A same-origin plain form post's request, as the forms send it with JavaScript off; the redirect is not followed. */
function plainFormPost(
  fields: Record<string, string> | URLSearchParams | string | [string, string][],
  headers: Record<string, string>,
): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  };
}

/** A same-origin JSON POST, as the site's own forms send it. */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return request(path, jsonPost(text, { 'cf-connecting-ip': visitorAddress(), ...headers }));
}

/** A same-origin plain HTML form post, as the forms send it with JavaScript off; the redirect is returned, not followed. */
export function postForm(
  path: string,
  fields: Record<string, string> | URLSearchParams | string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return request(path, plainFormPost(fields, headers));
}

/** Without the all-clients ceiling: for tests that send many posts a second, each from its own address. */
const ceilingOff = { FORM_ENDPOINT_CEILING: undefined };

/** This exact JSON text posted same-origin by a new visitor, with the all-clients ceiling off. */
export function postJsonTextFromNewVisitor(path: string, body: string): Promise<Response> {
  return request(path, jsonPost(body, { 'cf-connecting-ip': visitorAddress() }), ceilingOff);
}

/** This body as JSON (a string: as it is), posted same-origin by a new visitor, with the all-clients ceiling off. */
export function postJsonFromNewVisitor(path: string, body: unknown): Promise<Response> {
  return postJsonTextFromNewVisitor(path, typeof body === 'string' ? body : JSON.stringify(body));
}

/** A plain form post (as with JavaScript off, asking for a page) by a new visitor, with the ceiling off; the redirect is returned, not followed. */
export function postPlainFromNewVisitor(path: string, fields: URLSearchParams | [string, string][]): Promise<Response> {
  return request(
    path,
    plainFormPost(fields, { accept: 'text/html', 'cf-connecting-ip': visitorAddress() }),
    ceilingOff,
  );
}

/** Deletes every row of these tables, in this order, in one batch: a test's clean start. */
export async function emptyTables(...tables: string[]): Promise<void> {
  await env.DB.batch(tables.map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
}

/**
 * A form body's fields as a plain post sends them (a list as one field per item), after `before` and before `after`.
 */
export function formFields(
  body: Record<string, string | string[] | boolean | number>,
  before: [string, string][] = [],
  after: [string, string][] = [],
): URLSearchParams {
  const fields = new URLSearchParams(before);
  // A ticked box posts "on", as a browser sends it.
  for (const [field, value] of Object.entries(body))
    for (const one of Array.isArray(value) ? value : [value === true ? 'on' : String(value)]) fields.append(field, one);
  for (const [field, value] of after) fields.append(field, value);
  return fields;
}

let marks = 0;
/** A mark no other call uses, to begin a test's email address with and find its rows by (rowsMarked): it ends in "x", so no mark begins another. */
export function newMark(prefix: string): string {
  marks += 1;
  return `${prefix}${Date.now().toString(36)}${marks}x`;
}

/** The `n` a counting query (SELECT count(*) AS n ...) answers; 0 when it answers no row. */
export async function count(query: string, ...values: unknown[]): Promise<number> {
  return (
    (
      await env.DB.prepare(query)
        .bind(...values)
        .first<{ n: number }>()
    )?.n ?? 0
  );
}

/** Rows of a submission table whose email address begins with `mark`, whatever follows it. */
export async function rowsMarked(table: string, mark: string): Promise<Record<string, unknown>[]> {
  return (
    await env.DB.prepare(`SELECT * FROM ${table} WHERE instr(email, ?) = 1`).bind(mark).all<Record<string, unknown>>()
  ).results;
}

/** The same plain form post while D1 refuses every statement; the storage failure it logs is kept out of the test output. */
export async function postFormWhileD1IsDown(
  path: string,
  fields: Record<string, string> | URLSearchParams | string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return await request(path, plainFormPost(fields, headers), { DB: unavailableDatabase });
  } finally {
    quiet.mockRestore();
  }
}

/** An API error answer in the one JSON shape, with this status and code; returns the body. */
export async function expectErrorShape(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } };
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
  return body;
}

/**
 * Waits for the next minute when less than `seconds` are left of this one. Rate Limiting counts in windows aligned
 * to the wall clock (miniflare as in production), so a test that sends one request more than a minute's allowance
 * and expects 429 must not straddle two windows: on a loaded machine it did, and the last request was let through.
 */
export async function withinOneRateLimitWindow(seconds = 10): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
