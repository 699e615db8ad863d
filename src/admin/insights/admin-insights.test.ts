/**
 * /admin/insights through the whole Worker against the real D1: a scripted visit from a campaign and a search, the
 * messages it leads to with and without JavaScript, and what the owner then reads, on the page and in each CSV.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signedInBrowser, tagsNamed, unique } from '../../../test/support/admin';
import { ownerForEachTest } from '../../../test/support/admin-owner';
import { textOf } from '../../../test/support/page-html';
import { postForm, postJson, request } from '../../../test/support/request';

const owner = ownerForEachTest(async () => undefined);
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

/** The rows of one of the page's CSVs, header first, cells unquoted. */
async function csvRows(name: string, days = 7): Promise<string[][]> {
  const response = await owner.get(`/admin/insights/${name}.csv?days=${days}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const text = (await response.text()).replace(/^\uFEFF/, '').trim();
  return text.split('\r\n').map((line) => line.slice(1, -1).split('","'));
}

/** The funnel's count of a step, as the funnel's CSV says it. */
async function funnelCount(step: string): Promise<number> {
  const row = (await csvRows('funnel')).find(([label]) => label === step);
  return Number(row?.[2] ?? Number.NaN);
}

const message = (mark: string, source: string) => ({
  firstName: 'Priya',
  lastName: 'Shah',
  email: `${mark}@example.co.uk`,
  businessType: '',
  message: 'We run a 20-dog daycare in Leeds and want to add grooming next spring.',
  website: '',
  visit_source: source,
});

describe('/admin/insights', () => {
  it("shows a visit's campaign and source, and the messages it led to with and without JavaScript", async () => {
    const campaign = unique('spring-open-day').toLowerCase();
    const source = `ref=google.com&utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`;
    const messagesBefore = await funnelCount('Sent a message');
    const visitsBefore = Number((await csvRows('sources')).find(([from]) => from === 'google.com')?.[1] ?? 0);

    const landing = await request(`/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`, {
      headers: { 'user-agent': BROWSER, referer: 'https://www.google.com/' },
    });
    // The page's forms carry the visit's source, so the message it leads to keeps it.
    expect(await landing.text()).toContain(`name="visit_source" value="${source.replaceAll('&', '&amp;')}"`);
    expect((await postJson('/api/contact-submissions', message(unique('js'), source))).status).toBe(201);
    const plain = await postForm('/api/contact-submissions', { ...message(unique('plain'), source) });
    expect(plain.status).toBe(303);

    const page = await owner.get('/admin/insights?days=7');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const text = textOf(await page.text());
    expect(text).toContain('Insights');
    expect(text).toContain(campaign);
    expect(text).toContain('google.com');

    expect(await csvRows('campaigns')).toContainEqual(['newsletter', 'email', campaign, '1', '1']);
    const sources = await csvRows('sources');
    expect(Number(sources.find(([from]) => from === 'google.com')?.[1])).toBe(visitsBefore + 1);
    expect(await funnelCount('Sent a message')).toBe(messagesBefore + 2);
    expect(await csvRows('leads')).toContainEqual(['google.com', `newsletter / email / ${campaign}`, '2', '0.00']);
  });

  it('counts revenue less refunds by the source of the purchase, and a lead with no source as direct', async () => {
    const campaign = unique('retreat-advert').toLowerCase();
    const now = Date.now();
    await env.DB.prepare(
      `INSERT INTO payments (id, purpose, amount, currency, status, amount_refunded, description, created_at, updated_at,
         source_referrer_host, source_utm_source, source_utm_medium, source_utm_campaign)
       VALUES (?, 'retreat', 45000, 'gbp', 'partly_refunded', 5000, 'Retreat places', ?, ?, 'facebook.com', 'facebook', 'paid-social', ?)`,
    )
      .bind(`cs_${campaign}`, now, now, campaign)
      .run();
    const leads = await csvRows('leads');
    expect(leads[0]).toEqual(['Came from', 'Campaign', 'Leads', 'Revenue']);
    expect(leads).toContainEqual(['facebook.com', `facebook / paid-social / ${campaign}`, '0', '400.00']);
  });

  it('covers the last 7, 30 or 90 London days, today included, and 30 for anything else', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    for (const [asked, days] of [
      ['7', 7],
      ['30', 30],
      ['90', 90],
      ['365', 30],
      ['x', 30],
    ] as const) {
      const rows = (await csvRows('days', asked as unknown as number)).slice(1);
      expect(rows, asked).toHaveLength(days);
      expect(rows.at(-1)?.[0]).toBe(today);
    }
    const html = await (await owner.get('/admin/insights?days=90')).text();
    const current = tagsNamed(html, 'a').filter(
      (link) => link['aria-current'] === 'page' && link.href?.includes('days='),
    );
    expect(current.map((link) => link.href)).toEqual(['/admin/insights?days=90']);
  });

  it('draws each chart as SVG with its table beside it, and answers 404 for a table it does not have', async () => {
    const html = await (await owner.get('/admin/insights')).text();
    for (const chart of ['days', 'funnel'])
      expect(html).toMatch(new RegExp(`<svg[^>]*aria-hidden="true"[^>]*data-chart="${chart}"`));
    expect(html.match(/<table\b/g)?.length).toBeGreaterThanOrEqual(3);
    expect((await owner.get('/admin/insights/secrets.csv')).status).toBe(404);
  });

  it('is the owners’: an editor is not shown it', async () => {
    const editor = await signedInBrowser(`${unique('editor')}@example.co.uk`, undefined, 'editor');
    const response = await editor.get('/admin/insights');
    expect(response.status).not.toBe(200);
    expect(textOf(await response.text())).not.toContain('Where visits came from');
    expect((await editor.get('/admin/insights/funnel.csv')).status).not.toBe(200);
  });
});
