import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { app } from '../../worker';
import { emptyTables, postForm, postFormWhileD1IsDown, postJson } from '../../../test/support/request';
import { acceptedButNotStored, pageAgainAsInvalid, storedOnce } from '../../../test/support/forms-answers';

interface DownloadRow {
  id: string;
  resource_name: string;
  email: string;
  downloaded_at: number;
}

async function rows(): Promise<DownloadRow[]> {
  return (await env.DB.prepare('SELECT * FROM resource_downloads').all<DownloadRow>()).results;
}

beforeEach(() => emptyTables('resource_downloads'));

describe('POST /api/resource-downloads', () => {
  it('stores the resource name and email; the server sets downloadedAt', async () => {
    const before = Date.now();
    const response = await postJson('/api/resource-downloads', {
      resourceName: 'Marketing Calendar',
      email: 'owner@example.co.uk',
      website: '',
    });
    const stored = await storedOnce(response, rows);
    expect(stored).toMatchObject({ resource_name: 'Marketing Calendar', email: 'owner@example.co.uk' });
    expect(stored.downloaded_at).toBeGreaterThanOrEqual(before - 1000);
    expect(stored.downloaded_at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it.each([
    ['an unknown resource', { resourceName: 'Franchise Secrets', email: 'owner@example.co.uk' }, 'resourceName'],
    ['an empty email', { resourceName: 'Marketing Calendar', email: '' }, 'email'],
    ['a malformed email', { resourceName: 'Marketing Calendar', email: 'owner@' }, 'email'],
    [
      'a downloadedAt chosen by the client',
      { resourceName: 'Marketing Calendar', email: 'owner@example.co.uk', downloadedAt: 0 },
      '_',
    ],
  ])('refuses %s with 400 in the one error shape', async (_case, body, field) => {
    const response = await postJson('/api/resource-downloads', body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as {
      error: { code: string; message: string; fields: Record<string, string> };
    };
    expect(json.error.code).toBe('validation_failed');
    expect(typeof json.error.message).toBe('string');
    expect(Object.keys(json.error.fields)).toContain(field);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await postJson('/api/resource-downloads', 'resourceName=Marketing', {
      'content-type': 'text/plain',
    });
    expect(response.status).toBe(415);
  });

  it('answers success to a bot that fills the honeypot, and stores nothing', async () => {
    const response = await postJson('/api/resource-downloads', {
      resourceName: 'Marketing Calendar',
      email: 'bot@example.com',
      website: 'spam',
    });
    await acceptedButNotStored(response, rows);
  });
});

/** The email field of the plain download form, as the server rendered it. */
const emailInput = (html: string) => /<input[^>]*id="calendar-download-email"[^>]*>/.exec(html)?.[0] ?? '';
const radio = (html: string, value: string) =>
  new RegExp(`<input[^>]*name="format"[^>]*value="${value}"[^>]*>`).exec(html)?.[0] ?? '';

/** The plain calendar form's fields: the address, the file chosen and (when sent) the honeypot. */
const calendarForm = (email: string, format: 'ics' | 'csv', website?: string) => ({
  resourceName: 'Marketing Calendar',
  email,
  format,
  ...(website === undefined ? {} : { website }),
});

/** Ffion's plain post of the calendar form for this file, checked to come back as a download of it, never cached. */
async function downloaded(format: 'ics' | 'csv', contentType: string): Promise<Response> {
  const response = await postForm('/api/resource-downloads', calendarForm('ffion@example.co.uk', format, ''));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(contentType);
  expect(response.headers.get('content-disposition')).toBe(
    `attachment; filename="pawsperity-marketing-calendar.${format}"`,
  );
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response;
}

describe('POST /api/resource-downloads (the calendar form without JavaScript)', () => {
  it('records the download and answers with the .ics calendar as an attachment', async () => {
    const response = await downloaded('ics', 'text/calendar; charset=utf-8');
    const ics = await response.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Twelve months, three campaigns each.
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(36);
    expect(ics).toContain('SUMMARY:Christmas Puppy Starter Club\r\n');
    expect(await rows()).toMatchObject([{ resource_name: 'Marketing Calendar', email: 'ffion@example.co.uk' }]);
  });

  it('answers with the CSV spreadsheet when that file is chosen', async () => {
    const response = await downloaded('csv', 'text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The UTF-8 byte-order mark, so Excel reads the accents right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('Month,Campaign,Start,End,Description');
    expect(lines.filter((line) => line !== '')).toHaveLength(37);
    expect(await rows()).toHaveLength(1);
  });

  it('answers an invalid address with the home page again: 400, the address kept, the message beside it, nothing stored', async () => {
    const response = await postForm('/api/resource-downloads', calendarForm('ffion@', 'csv', ''));
    const html = await pageAgainAsInvalid(response);
    const input = emailInput(html);
    expect(input).toContain('value="ffion@"');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="calendar-download-email-error"');
    expect(html).toMatch(/<p id="calendar-download-email-error"[^>]*>Enter a valid email address<\/p>/);
    // The file chosen is kept too.
    expect(radio(html, 'csv')).toContain('checked');
    expect(radio(html, 'ics')).not.toContain('checked');
    expect(await rows()).toHaveLength(0);
  });

  it('answers an empty address with the message that it is required', async () => {
    const response = await postForm('/api/resource-downloads', calendarForm('  ', 'ics'));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/<p id="calendar-download-email-error"[^>]*>Email address is required<\/p>/);
    expect(radio(html, 'ics')).toContain('checked');
    expect(await rows()).toHaveLength(0);
  });

  it('answers a storage failure with the page again, the address kept and what to do, and 503 with Retry-After', async () => {
    const response = await postFormWhileD1IsDown('/api/resource-downloads', calendarForm('ffion@example.co.uk', 'ics'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
    expect(response.headers.get('content-disposition')).toBeNull();
    const html = await response.text();
    expect(html).toContain('data-form-notice="failed"');
    expect(html).toContain('we could not record your download just now');
    expect(html).toContain('please try again in a moment');
    expect(emailInput(html)).toContain('value="ffion@example.co.uk"');
  });

  it('gives a bot that fills the honeypot the file as usual, and stores nothing', async () => {
    const response = await postForm('/api/resource-downloads', calendarForm('bot@example.com', 'ics', 'spam'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect(await rows()).toHaveLength(0);
  });

  it('is the form the home page shows without JavaScript: email, file choice and the post address', async () => {
    const html = await (await app.request('https://www.pawsperity.co.uk/', {}, env)).text();
    const form = /<form[^>]*id="calendar-download"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/resource-downloads#marketing-calendar"');
    expect(form).toMatch(/<input type="hidden" name="resourceName" value="Marketing Calendar"\/>/);
    expect(emailInput(form)).toContain('required');
    expect(radio(form, 'ics')).toContain('checked');
    expect(radio(form, 'csv')).not.toContain('checked');
    // Only without JavaScript: with it, the dialog does the job.
    expect(html.slice(0, html.indexOf('id="calendar-download"')).lastIndexOf('<noscript>')).toBeGreaterThan(
      html.slice(0, html.indexOf('id="calendar-download"')).lastIndexOf('</noscript>'),
    );
  });
});
