import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { postJson } from './request';

interface DownloadRow {
  id: string;
  resource_name: string;
  email: string;
  downloaded_at: number;
}

async function rows(): Promise<DownloadRow[]> {
  return (await env.DB.prepare('SELECT * FROM resource_downloads').all<DownloadRow>()).results;
}

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM resource_downloads').run();
});

describe('POST /api/resource-downloads', () => {
  it('stores the resource name and email; the server sets downloadedAt', async () => {
    const before = Date.now();
    const response = await postJson('/api/resource-downloads', { resourceName: 'Marketing Calendar', email: 'owner@example.co.uk', website: '' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ resource_name: 'Marketing Calendar', email: 'owner@example.co.uk' });
    expect(stored[0]?.downloaded_at).toBeGreaterThanOrEqual(before - 1000);
    expect(stored[0]?.downloaded_at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it.each([
    ['an unknown resource', { resourceName: 'Franchise Secrets', email: 'owner@example.co.uk' }, 'resourceName'],
    ['an empty email', { resourceName: 'Marketing Calendar', email: '' }, 'email'],
    ['a malformed email', { resourceName: 'Marketing Calendar', email: 'owner@' }, 'email'],
    ['a downloadedAt chosen by the client', { resourceName: 'Marketing Calendar', email: 'owner@example.co.uk', downloadedAt: 0 }, '_'],
  ])('refuses %s with 400 in the one error shape', async (_case, body, field) => {
    const response = await postJson('/api/resource-downloads', body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(json.error.code).toBe('validation_failed');
    expect(typeof json.error.message).toBe('string');
    expect(Object.keys(json.error.fields)).toContain(field);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await postJson('/api/resource-downloads', 'resourceName=Marketing', { 'content-type': 'text/plain' });
    expect(response.status).toBe(415);
  });

  it('answers success to a bot that fills the honeypot, and stores nothing', async () => {
    const response = await postJson('/api/resource-downloads', { resourceName: 'Marketing Calendar', email: 'bot@example.com', website: 'spam' });
    expect(response.status).toBe(201);
    expect(await rows()).toHaveLength(0);
  });
});
