/**
 * The FAQ in /admin/content/faq, through the routes every kind but posts shares: an owner's edit shows on /faq and
 * the home page on the next request, a new question is a draft until published, the order is the owner's, and a
 * stale save is a conflict.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ownerForEachTest } from '../../../../test/support/admin-owner';
import { emptyPageCacheForEachTest } from '../../../../test/support/page-cache-each-test';
import { decodeHtml, pageText } from '../../../../test/support/page-html';
import { request } from '../../../../test/support/request';

const owner = ownerForEachTest(async () => {});
emptyPageCacheForEachTest();

async function faqItem(question: string) {
  return env.DB.prepare(
    "SELECT id, version, position FROM content_items WHERE kind = 'faq' AND json_extract(document, '$.question') = ?",
  )
    .bind(question)
    .first<{ id: string; version: number; position: number }>();
}

const seededQuestion = 'What kind of pet businesses do you work with?';

describe('the FAQ editor', () => {
  it('lists every question in the order visitors see them', async () => {
    const html = await (await owner.get('/admin/content/faq')).text();
    const rows = [...html.matchAll(/<tr[^>]*data-item="([^"]+)"/g)].map((match) => match[1]);
    expect(rows).toHaveLength(30);
    expect(rows[0]).toBe('home-what-kind-of-pet-businesses-do-you-work-with');
  });

  it("publishes an owner's edit to the home page and /faq on the next request", async () => {
    await request('/');
    const item = await faqItem(seededQuestion);
    if (!item) throw new Error('seeded question missing');
    const saved = await owner.post(`/admin/content/faq/${item.id}`, {
      csrf: owner.csrf,
      version: String(item.version),
      intent: 'save',
      place: 'Home page',
      category: 'Getting Started',
      question: 'Which pet businesses do you work with?',
      answer: 'Daycares, boarding kennels, home boarders and groomers across the UK.',
    });
    expect(saved.status).toBe(303);
    const home = await request('/');
    expect(home.headers.get('x-page-cache')).toBe('miss');
    expect(decodeHtml(await home.text())).toContain('Which pet businesses do you work with?');
  });

  it('keeps a new question as a draft until it is published, and refuses one without an answer', async () => {
    const fields = {
      csrf: owner.csrf,
      place: 'FAQ page',
      category: 'Costs & Investment',
      question: 'Do you offer payment plans for small firms?',
    };
    const refused = await owner.post('/admin/content/faq', { ...fields, answer: '', intent: 'publish' });
    expect(refused.status).toBe(400);
    expect(decodeHtml(await refused.text())).toContain('Answer is required');
    const draft = await owner.post('/admin/content/faq', {
      ...fields,
      answer: 'Yes, in three stages.',
      intent: 'draft',
    });
    expect(draft.status).toBe(303);
    expect(pageText(await (await request('/faq')).text())).not.toContain('Do you offer payment plans for small firms?');
    const item = await faqItem('Do you offer payment plans for small firms?');
    if (!item) throw new Error('draft not stored');
    const published = await owner.post(`/admin/content/faq/${item.id}`, {
      ...fields,
      answer: 'Yes, in three stages.',
      version: String(item.version),
      intent: 'publish',
    });
    expect(published.status).toBe(303);
    expect(pageText(await (await request('/faq')).text())).toContain('Do you offer payment plans for small firms?');
  });

  it('gives two questions saved at once with one title an address each, both stored and both opening', async () => {
    const fields = {
      csrf: owner.csrf,
      intent: 'draft',
      place: 'FAQ page',
      category: 'Costs & Investment',
      question: 'Can we pay for a programme in stages?',
      answer: 'Yes: a third at the start, a third midway and the rest on completion.',
    };
    const answers = await Promise.all(Array.from({ length: 4 }, () => owner.post('/admin/content/faq', fields)));
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 303]);
    const { results } = await env.DB.prepare(
      "SELECT id, slug FROM content_items WHERE kind = 'faq' AND json_extract(document, '$.question') = ? ORDER BY slug",
    )
      .bind(fields.question)
      .all<{ id: string; slug: string }>();
    expect(results.map((row) => row.slug)).toEqual([
      'can-we-pay-for-a-programme-in-stages',
      'can-we-pay-for-a-programme-in-stages-2',
      'can-we-pay-for-a-programme-in-stages-3',
      'can-we-pay-for-a-programme-in-stages-4',
    ]);
    const opened = answers.map((answer) => new URL(answer.headers.get('location') ?? '', 'https://x.test').pathname);
    expect(opened.sort()).toEqual(results.map((row) => `/admin/content/faq/${row.id}`).sort());
    for (const path of opened) expect((await owner.get(path)).status).toBe(200);
  });

  it('moves a question up, and the page follows', async () => {
    const third = await faqItem('Do you work across the whole UK?');
    if (!third) throw new Error('seeded question missing');
    const before = pageText(await (await request('/')).text());
    expect(before.indexOf('How long does a typical project take?')).toBeLessThan(
      before.indexOf('Do you work across the whole UK?'),
    );
    const moved = await owner.post(`/admin/content/faq/${third.id}/move`, { csrf: owner.csrf, direction: 'up' });
    expect(moved.status).toBe(303);
    const text = pageText(await (await request('/')).text());
    expect(text.indexOf('Do you work across the whole UK?')).toBeGreaterThan(-1);
    expect(text.indexOf('Do you work across the whole UK?')).toBeLessThan(
      text.indexOf('How long does a typical project take?'),
    );
  });

  it('answers a stale save with both versions and stores nothing', async () => {
    const item = await faqItem('Do you work across the whole UK?');
    if (!item) throw new Error('seeded question missing');
    const fields = {
      csrf: owner.csrf,
      intent: 'save',
      place: 'Home page',
      category: 'Getting Started',
      question: 'Do you work across the whole UK?',
    };
    expect(
      (
        await owner.post(`/admin/content/faq/${item.id}`, {
          ...fields,
          version: String(item.version),
          answer: 'First save.',
        })
      ).status,
    ).toBe(303);
    const stale = await owner.post(`/admin/content/faq/${item.id}`, {
      ...fields,
      version: String(item.version),
      answer: 'Second save.',
    });
    expect(stale.status).toBe(409);
    const html = decodeHtml(await stale.text());
    expect(html).toContain('First save.');
    expect(html).toContain('Second save.');
    expect(pageText(html)).toMatch(/Not saved: Olivia Owner saved this at \d/);
  });
});
