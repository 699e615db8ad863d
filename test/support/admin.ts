/**
 * Helpers for the back office tests in workerd: owners and sign-in links
 * written straight into D1 (with tokens the test knows), a signed-in
 * "browser" that keeps its cookie, and readers for forms in the HTML.
 */
import { env } from 'cloudflare:workers';
import { app } from '../../src/worker';
import { decodeHtml } from './page-html';

export const ORIGIN = 'https://www.pawsperity.co.uk';

let counter = 0;
export function unique(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}`;
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function randomToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(24))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A back office user, as owner:add would create one. */
export async function createOwner(
  email: string,
  firstName: string | null = 'Olivia',
  lastName: string | null = 'Owner',
): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare('INSERT INTO users (id, email, first_name, last_name) VALUES (?, ?, ?, ?)')
    .bind(id, email, firstName, lastName)
    .run();
  return id;
}

/** A sign-in link row for a token only this test knows; by default valid for 15 minutes. */
export async function issueLink(
  userId: string,
  { expiresInMs = 15 * 60 * 1000, usedAt = null as number | null } = {},
): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await env.DB.prepare(
    'INSERT INTO sign_in_links (token_hash, user_id, created_at, expires_at, used_at) VALUES (?, ?, ?, ?, ?)',
  )
    .bind(await sha256Hex(token), userId, now, now + expiresInMs, usedAt)
    .run();
  return token;
}

/**
 * Test files run side by side against one rate limiter (one Miniflare per
 * project) and each counts from its own start: a random one in 10.0.0.0/8, so
 * the first browser of one file is not counted with the first of another.
 */
let address = Math.floor(Math.random() * 0x1000000);
/** A distinct client address per browser, as the rate limiter sees it. */
export function clientAddress(): string {
  address = (address + 1) % 0x1000000;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

export interface SendRequestOptions {
  method?: string;
  cookie?: string;
  /** Form fields: sent url-encoded, as a browser posts a plain form (URLSearchParams for a field repeated, as ticked boxes are). */
  form?: Record<string, string> | URLSearchParams;
  /** Origin header; defaults to the site's own origin for POSTs. Pass null to send none. */
  origin?: string | null;
  headers?: Record<string, string>;
  bindings?: Partial<Cloudflare.Env>;
  clientIp?: string;
}

/** One request through the whole Worker; redirects are returned, not followed. */
export async function send(path: string, options: SendRequestOptions = {}): Promise<Response> {
  const method = options.method ?? (options.form ? 'POST' : 'GET');
  const headers: Record<string, string> = {
    'cf-connecting-ip': options.clientIp ?? clientAddress(),
    ...options.headers,
  };
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined ? (method === 'POST' ? ORIGIN : null) : options.origin;
  if (origin) headers.origin = origin;
  if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  return app.request(
    `${ORIGIN}${path}`,
    {
      method,
      headers,
      body: options.form ? new URLSearchParams(options.form).toString() : undefined,
      redirect: 'manual',
    },
    // The all-clients ceiling is left out unless a test brings one: every test file shares the real one, and these tests sign in far more often than people do.
    { ...env, SIGN_IN_CEILING: undefined, ...options.bindings },
  );
}

/** The `__Host-admin_session` value from a Set-Cookie header, if any. */
export function sessionCookieFrom(response: Response): string | undefined {
  for (const cookie of response.headers.getSetCookie()) {
    const match = /^__Host-admin_session=([^;]*)/.exec(cookie);
    if (match) return match[1];
  }
  return undefined;
}

/** Every value of the hidden csrf fields on a page (all the same per session). */
export function csrfTokens(html: string): string[] {
  return [...html.matchAll(/<input type="hidden" name="csrf" value="([^"]*)"/g)].map(([, value = '']) =>
    decodeHtml(value),
  );
}

/** A signed-in back office browser: its cookie and the CSRF token its pages carry. */
export interface Browser {
  userId: string;
  email: string;
  cookie: string;
  csrf: string;
  get(path: string): Promise<Response>;
  post(
    path: string,
    form: Record<string, string> | URLSearchParams,
    options?: Omit<SendRequestOptions, 'form' | 'cookie'>,
  ): Promise<Response>;
}

/**
 * Signs in the way an owner does: presses Sign in on a link's page; then reads the CSRF token from the inbox (an
 * editor's from the content page, the only one they may open).
 */
export async function signedInBrowser(
  email = `${unique('owner')}@example.co.uk`,
  userId?: string,
  role: 'owner' | 'editor' = 'owner',
): Promise<Browser> {
  const id = userId ?? (await createOwner(email));
  if (role === 'editor') await insert("INSERT INTO user_access (user_id, role) VALUES (?, 'editor')", id);
  const token = await issueLink(id);
  const clientIp = clientAddress();
  const response = await send('/admin/sign-in/confirm', { form: { token }, clientIp });
  const value = sessionCookieFrom(response);
  if (response.status !== 303 || !value) throw new Error(`sign-in failed: ${response.status}`);
  const cookie = `__Host-admin_session=${value}`;
  const inbox = await send(role === 'owner' ? '/admin/inbox' : '/admin/content', { cookie, clientIp });
  const [csrf] = csrfTokens(await inbox.text());
  if (!csrf) throw new Error('no csrf token on the inbox page');
  return {
    userId: id,
    email,
    cookie,
    csrf,
    get: (path) => send(path, { cookie, clientIp }),
    post: (path, form, options = {}) => send(path, { clientIp, ...options, cookie, form }),
  };
}

/** Every <name ...> start tag with its attributes (names lower-cased, values decoded), in document order. */
export function tagsNamed(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, attributes = '']) =>
    Object.fromEntries(
      [...attributes.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map(([, key = '', value = '']) => [
        key.toLowerCase(),
        decodeHtml(value),
      ]),
    ),
  );
}

/** The <form> posting to `action`, if the page has one. */
export function formPostingTo(html: string, action: string): Record<string, string> | undefined {
  return tagsNamed(html, 'form').find((form) => form.action === action && form.method === 'post');
}

/** Writes a row (or runs any statement) straight into the test D1, for state a test needs as its starting point. */
export async function insert(sql: string, ...values: unknown[]): Promise<void> {
  await env.DB.prepare(sql)
    .bind(...values)
    .run();
}
