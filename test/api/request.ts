import { env } from 'cloudflare:workers';
import { app } from '../../src/worker';

/** Sends a request through the whole Worker app with the test bindings (real D1). */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return Promise.resolve(app.request(`https://www.pawsperity.co.uk${path}`, init, env));
}

/** A same-origin JSON POST, as the site's own forms send it. */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://www.pawsperity.co.uk', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
