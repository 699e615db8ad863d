/**
 * The Academy's subscription prices in /admin/content/academy-prices: one item, seeded, whose figures /training
 * shows before any edit; an owner's new price on /training on the next request (the cached page is not served); a
 * price in pence, of nothing or in words refused beside its field with nothing stored; and the seeded prices shown
 * when none is published or the stored one fails its schema.
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { noteContentChanged } from '../../../content/content-version';
import {
  academyPricesDocument,
  annualSavingWords,
  planLabel,
  planPrice,
  seededAcademyPrices,
} from '../../../content/kinds/academy-prices';
import { postedFieldsOf } from '../../../../test/support/admin-offer';
import { ownerForEachTest } from '../../../../test/support/admin-owner';
import { withoutItemsOf } from '../../../../test/support/content-kinds';
import { emptyPageCacheForEachTest } from '../../../../test/support/page-cache-each-test';
import { decodeHtml, pageText, sliceBetween, textOf } from '../../../../test/support/page-html';
import { request } from '../../../../test/support/request';
import { seedSiteContent } from '../../../../test/seed-training';

const owner = ownerForEachTest(async () => {});
emptyPageCacheForEachTest();

interface StoredPrices {
  id: string;
  version: number;
  document: Record<string, unknown>;
}

async function pricesItem(): Promise<StoredPrices> {
  const row = await env.DB.prepare(
    "SELECT id, version, document FROM content_items WHERE kind = 'academy-prices'",
  ).first<{ id: string; version: number; document: string }>();
  if (!row) throw new Error('the seed writes the Academy prices');
  return { id: row.id, version: row.version, document: JSON.parse(row.document) };
}

/** The editor's form as the owner sends it: every field as stored, with `changes` typed over them. */
async function savePrices(changes: Record<string, string>): Promise<Response> {
  const { id, version, document } = await pricesItem();
  return owner.post(`/admin/content/academy-prices/${id}`, {
    csrf: owner.csrf,
    version: String(version),
    intent: 'save',
    ...postedFieldsOf(document),
    ...changes,
  });
}

/** Back to the seeded item, whatever the test did to it. */
afterEach(async () => {
  await withoutItemsOf('academy-prices');
  await seedSiteContent(env.DB);
  noteContentChanged();
});

/** The visible text of /training's prices section, and of each plan's price. */
async function trainingPrices() {
  const response = await request('/training');
  const html = await response.text();
  const section = sliceBetween(html, 'id="academy-prices"', ['</section>']);
  /** The text inside the element that starts at this attribute. */
  const inside = (start: string, ends: string[]) => {
    const fragment = sliceBetween(section, start, ends);
    return textOf(fragment.slice(fragment.indexOf('>') + 1));
  };
  // The price and its words, not the Subscribe button under them.
  const price = (plan: string) => inside(`data-plan-price="${plan}"`, ['<div class="mt-4" data-plan-action', '</li>']);
  const plan = (tier: string) => inside(`data-plan="${tier}"`, ['data-plan="']);
  return { response, html, text: textOf(section), price, plan };
}

describe('the Academy prices editor', () => {
  it('is one item: the editor opens at once with every price, its hints and no list, new or archive', async () => {
    const response = await owner.get('/admin/content/academy-prices');
    expect(response.status).toBe(200);
    const html = decodeHtml(await response.text());
    expect(html).toMatch(/<h1[^>]*>Academy prices<\/h1>/);
    for (const label of [
      'Employee, monthly (£)',
      'Employee, annual (£)',
      'What Employee includes',
      'Employer, monthly per seat (£)',
      'Employer, annual per seat (£)',
      'What Employer includes',
    ])
      expect(html).toContain(`>${label}</label>`);
    const text = pageText(html);
    expect(text).toContain('in whole pounds including VAT');
    expect(text).toContain(
      'Per seat, in whole pounds including VAT: one seat for each team member or pending invitation',
    );
    expect(text).toContain(
      'A change applies to new subscriptions only: a subscriber keeps the price they signed up at until they change plan.',
    );
    expect(html).toMatch(/id="field-employeeMonthly"[^>]*value="12"|value="12"[^>]*id="field-employeeMonthly"/);
    expect(html).not.toContain('value="archive"');
    expect((await owner.get('/admin/content/academy-prices/new')).status).toBe(404);

    const overview = pageText(await (await owner.get('/admin/content')).text());
    expect(overview).toContain('Academy prices');
  });

  it('shows the seeded prices on /training before any edit: both tiers, monthly and annual, VAT, seats and what is included', async () => {
    const { response, price, plan, text } = await trainingPrices();
    expect(response.status).toBe(200);
    expect(text).toContain('Subscription prices');
    expect(text).toContain('Every price includes VAT');
    expect(price('employee-month')).toBe('Monthly £12 a month including VAT');
    expect(price('employee-year')).toBe('Annually £120 a year including VAT 2 months free');
    expect(price('employer-month')).toBe('Monthly £10 a month per seat, including VAT');
    expect(price('employer-year')).toBe('Annually £100 a year per seat, including VAT 2 months free');
    for (const line of seededAcademyPrices.employeeIncludes) expect(plan('employee')).toContain(line);
    for (const line of seededAcademyPrices.employerIncludes) expect(plan('employer')).toContain(line);
    expect(plan('employer')).toContain('one seat for each team member or pending invitation');
    // The tier comparison above quotes the same monthly figures.
    const { html } = await trainingPrices();
    const tiers = textOf(sliceBetween(html, 'id="academy-tiers"', ['</section>']));
    expect(tiers).toContain('Employee £12 a month');
    expect(tiers).toContain('Employer £10 a month per seat');
    // The email route stays beneath, for arranging a subscription with us.
    expect(textOf(sliceBetween(html, 'id="academy-team-access"', ['</section>']))).toContain(
      'Email us about a subscription',
    );
  });

  it("shows an owner's new price on /training on the next request, with the saving worked out from the new figures", async () => {
    await request('/training');
    expect((await request('/training')).headers.get('x-page-cache')).toBe('hit');
    const saved = await savePrices({
      employeeMonthly: '15',
      employeeAnnual: '160',
      employerMonthly: '11',
      employerAnnual: '132',
      employerIncludes: 'Your own account, with every course\r\nA team page for your staff\r\nA CSV export',
    });
    expect(saved.status, await saved.clone().text()).toBe(303);

    const after = await trainingPrices();
    expect(after.response.headers.get('x-page-cache')).toBe('miss');
    expect(after.price('employee-month')).toBe('Monthly £15 a month including VAT');
    // 12 × £15 is £180: a year at £160 saves £20, not a whole number of months.
    expect(after.price('employee-year')).toBe('Annually £160 a year including VAT save £20 a year');
    expect(after.price('employer-month')).toBe('Monthly £11 a month per seat, including VAT');
    // 12 × £11 is £132: no saving, so none is claimed.
    expect(after.price('employer-year')).toBe('Annually £132 a year per seat, including VAT');
    expect(after.plan('employer')).toContain('A team page for your staff');
    expect(after.plan('employer')).not.toContain(seededAcademyPrices.employerIncludes[1]);
    expect(after.text).not.toContain('£12');
    expect(after.text).not.toContain('£120');
    expect(after.text).not.toContain('months free');
    const tiers = textOf(sliceBetween(after.html, 'id="academy-tiers"', ['</section>']));
    expect(tiers).toContain('Employee £15 a month');
    expect(tiers).toContain('Employer £11 a month per seat');
  });

  it('refuses a price in pence, of nothing or in words, or a year for less than a month, beside its field, and stores nothing', async () => {
    const { version } = await pricesItem();
    const refused = await savePrices({
      employeeMonthly: '12.50',
      employeeAnnual: '0',
      employerMonthly: 'ten',
      employerAnnual: '5',
      employeeIncludes: '',
    });
    expect(refused.status).toBe(400);
    const html = decodeHtml(await refused.text());
    const besideField = (id: string) => {
      const input = html.match(new RegExp(`<(?:input|textarea)[^>]*id="${id}"[^>]*>`))?.[0] ?? '';
      expect(input, id).toContain('aria-invalid="true"');
      expect(input, id).toContain(`${id}-error`);
      return textOf(html.match(new RegExp(`<p[^>]*id="${id}-error"[^>]*>([\\s\\S]*?)</p>`))?.[1] ?? '');
    };
    expect(besideField('field-employeeMonthly')).toBe('The Employee monthly price is in whole pounds, without pence');
    expect(besideField('field-employeeAnnual')).toBe('The Employee annual price must be at least £1');
    expect(besideField('field-employerMonthly')).toBe(
      'The Employer monthly price per seat is required, in whole pounds',
    );
    expect(besideField('field-employeeIncludes')).toBe('Say at least one thing the Employee subscription includes');
    // What was typed is kept for correcting; nothing was saved, and /training still shows the seeded prices.
    expect(html).toContain('value="12.50"');
    expect((await pricesItem()).version).toBe(version);
    expect((await trainingPrices()).price('employee-month')).toBe('Monthly £12 a month including VAT');

    const yearBelowMonth = decodeHtml(await (await savePrices({ employerAnnual: '5' })).text());
    expect(yearBelowMonth).toContain(
      'The Employer annual price is for a whole year, so it must be at least the monthly price (£10)',
    );
    expect(yearBelowMonth).toMatch(/id="field-employerAnnual"[^>]*aria-invalid="true"/);
  });

  it('shows the seeded prices when none is published, or the stored one no longer passes its schema', async () => {
    await withoutItemsOf('academy-prices');
    expect((await trainingPrices()).price('employee-year')).toBe('Annually £120 a year including VAT 2 months free');

    await seedSiteContent(env.DB);
    const { id } = await pricesItem();
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE content_items SET document = json_set(document, '$.employeeMonthly', 12.5) WHERE id = ?",
      ).bind(id),
      env.DB.prepare('UPDATE content_state SET version = version + 1 WHERE id = 1'),
    ]);
    noteContentChanged();
    expect((await trainingPrices()).price('employee-month')).toBe('Monthly £12 a month including VAT');
  });
});

describe('a plan in figures and words', () => {
  it('gives each plan its price in whole pounds (per seat for Employer) and its name', () => {
    const prices = academyPricesDocument.parse(seededAcademyPrices);
    expect(planPrice(prices, 'employee', 'month')).toBe(12);
    expect(planPrice(prices, 'employee', 'year')).toBe(120);
    expect(planPrice(prices, 'employer', 'month')).toBe(10);
    expect(planPrice(prices, 'employer', 'year')).toBe(100);
    expect(planLabel('employee', 'month')).toBe('Employee, monthly');
    expect(planLabel('employer', 'year')).toBe('Employer, annual');
    expect(annualSavingWords({ ...prices, employeeAnnual: 132 }, 'employee')).toBe('1 month free');
    expect(annualSavingWords({ ...prices, employeeAnnual: 150 }, 'employee')).toBeUndefined();
  });
});
