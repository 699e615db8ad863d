import { Hono } from 'hono';
import { csrf } from 'hono/csrf';
import { describe, expect, it } from 'vitest';
import { isSameOriginPost } from './same-origin';

const ORIGIN = 'https://www.pawsperity.co.uk';
const form = 'application/x-www-form-urlencoded';
const json = 'application/json';

const app = new Hono();
app.post('/', async (c) => c.text(String(await isSameOriginPost(c))));

async function verdict(headers: Record<string, string>): Promise<boolean> {
  const response = await app.request(`${ORIGIN}/`, { method: 'POST', headers, body: 'x' });
  return (await response.text()) === 'true';
}

describe('isSameOriginPost', () => {
  it('passes a form post from our own pages: our Origin, or Sec-Fetch-Site same-origin', async () => {
    expect(await verdict({ 'content-type': form, origin: ORIGIN })).toBe(true);
    expect(await verdict({ 'content-type': form, origin: ORIGIN, 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(await verdict({ 'content-type': form, 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(await verdict({ 'content-type': 'multipart/form-data; boundary=x', origin: ORIGIN })).toBe(true);
  });

  it('refuses a form post that does not prove where it came from, or names another site', async () => {
    expect(await verdict({ 'content-type': form })).toBe(false);
    expect(await verdict({ 'content-type': form, origin: 'https://evil.example' })).toBe(false);
    expect(await verdict({ 'content-type': form, origin: 'null' })).toBe(false);
    expect(await verdict({ 'content-type': form, 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(
      await verdict({ 'content-type': form, 'sec-fetch-site': 'same-site', origin: 'https://pawsperity.co.uk' }),
    ).toBe(false);
    // A header that contradicts the other is not trusted either way.
    expect(await verdict({ 'content-type': form, origin: ORIGIN, 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(
      await verdict({ 'content-type': form, origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }),
    ).toBe(false);
    expect(await verdict({ 'content-type': 'text/plain', origin: 'https://evil.example' })).toBe(false);
    expect(await verdict({ origin: 'https://evil.example' })).toBe(false);
  });

  it('refuses JSON that names another site, which Hono’s csrf() alone lets through', async () => {
    const honoOnly = new Hono();
    honoOnly.use('*', csrf());
    honoOnly.post('/', (c) => c.text('accepted'));
    const crossSiteJson = { 'content-type': json, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect((await honoOnly.request(`${ORIGIN}/`, { method: 'POST', headers: crossSiteJson, body: '{}' })).status).toBe(
      200,
    );

    expect(await verdict(crossSiteJson)).toBe(false);
    expect(await verdict({ 'content-type': json, origin: 'https://evil.example' })).toBe(false);
    expect(await verdict({ 'content-type': json, 'sec-fetch-site': 'cross-site' })).toBe(false);
  });

  it('passes JSON from our pages, and JSON that names no site at all (a browser cannot send that cross-site without a preflight)', async () => {
    expect(await verdict({ 'content-type': json, origin: ORIGIN, 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(await verdict({ 'content-type': json })).toBe(true);
  });
});
