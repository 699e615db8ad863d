/**
 * /admin, the owner's front page, through the whole Worker against the real D1: today's and tomorrow's
 * consultations, the leads not yet opened, what needs the owner, and the last 7 days' figures.
 */
import { describe, expect, it } from 'vitest';
import { insert, signedInBrowser, unique } from '../../../test/support/admin';
import { ownerForEachTest } from '../../../test/support/admin-owner';
import { clearInbox, contact } from '../../../test/support/inbox-items';
import { textOf } from '../../../test/support/page-html';
import { emptyTables, request } from '../../../test/support/request';
import { addDays, londonInstant } from '../../lib/london-time';
import { todayInLondon } from '../../lib/uk-date';

const owner = ownerForEachTest(async () => {
  await clearInbox();
  await emptyTables('payments');
});

/** A consultation holding a slot on a London day, as the booking form stores it. */
function consultation(id: string, first: string, date: string, time: string, status = 'pending') {
  return insert(
    `INSERT INTO consultation_bookings (id, first_name, last_name, email, services, status, preferred_date, preferred_time, slot_starts_at, created_at)
     VALUES (?, ?, 'Khan', ?, '["business-planning"]', ?, ?, ?, ?, ?)`,
    id,
    first,
    `${id}@example.co.uk`,
    status,
    date,
    time,
    londonInstant(date, time).getTime(),
    Date.now(),
  );
}

/** The text of the page's section under this heading. */
function section(html: string, heading: string): string {
  const start = html.indexOf(`>${heading}</h2>`);
  expect(start, heading).toBeGreaterThan(-1);
  return textOf(html.slice(start, html.indexOf('</section>', start)));
}

describe('the front page', () => {
  it("shows today's and tomorrow's consultations, each a link to its booking", async () => {
    const today = todayInLondon();
    await consultation('today-1', 'Aisha', today, '23:59');
    await consultation('tomorrow-1', 'Bryony', addDays(today, 1), '10:00', 'confirmed');
    await consultation('later-1', 'Catrin', addDays(today, 3), '10:00');
    await consultation('cancelled-1', 'Dafydd', addDays(today, 1), '14:00', 'cancelled');
    const html = await (await owner.get('/admin')).text();
    expect(section(html, 'Consultations today')).toContain('Aisha Khan');
    expect(section(html, 'Consultations today')).toContain('Waiting for you to confirm');
    const tomorrow = section(html, 'Consultations tomorrow');
    expect(tomorrow).toContain('10:00am Bryony Khan');
    expect(tomorrow).not.toContain('Catrin');
    expect(tomorrow).not.toContain('Dafydd');
    expect(html).toContain('href="/admin/items/booking/tomorrow-1"');
  });

  it('says so when there is no consultation, no new lead and nothing needing the owner', async () => {
    await insert(
      "INSERT INTO audit_events (id, action, detail, created_at) VALUES (?, 'retention_run', '{}', ?)",
      unique('run'),
      Date.now(),
    );
    const html = await (await owner.get('/admin')).text();
    expect(section(html, 'Consultations today')).toContain('No consultation today.');
    expect(section(html, 'New leads')).toContain('You have opened every lead.');
    expect(section(html, 'Needs your attention')).toContain('Nothing needs your attention');
  });

  it('lists the newest leads not yet opened, and no longer one the owner has opened', async () => {
    await contact('c-new', Date.now(), { first: 'Eilidh', last: 'Fraser' });
    let leads = section(await (await owner.get('/admin')).text(), 'New leads');
    expect(leads).toContain('1 not opened yet.');
    expect(leads).toContain('Eilidh Fraser');
    await owner.get('/admin/items/contact/c-new');
    leads = section(await (await owner.get('/admin')).text(), 'New leads');
    expect(leads).toContain('You have opened every lead.');
  });

  it('puts a failed payment under what needs the owner, with a link to it', async () => {
    const now = Date.now();
    await insert(
      `INSERT INTO payments (id, purpose, amount, currency, status, amount_refunded, description, created_at, updated_at)
       VALUES ('in_failed1', 'academy', 1200, 'gbp', 'failed', 0, 'Training Academy: Employee, monthly', ?, ?)`,
      now,
      now,
    );
    const html = await (await owner.get('/admin')).text();
    const attention = section(html, 'Needs your attention');
    expect(attention).toContain('A payment has failed');
    expect(attention).toContain('Training Academy: Employee, monthly, £12.00');
    expect(html).toContain('href="/admin/payments/in_failed1"');
  });

  it("shows the last 7 days' visits and leads, and is the owners': an editor goes to content", async () => {
    const campaign = unique('today').toLowerCase();
    await request(`/faq?utm_campaign=${campaign}`, {
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36' },
    });
    await contact('c-week', Date.now());
    const week = section(await (await owner.get('/admin')).text(), 'The last 7 days');
    expect(Number(/Visits\s*([\d,]+)/.exec(week)?.[1]?.replace(',', ''))).toBeGreaterThanOrEqual(1);
    expect(Number(/Leads\s*([\d,]+)/.exec(week)?.[1])).toBeGreaterThanOrEqual(1);
    const editor = await signedInBrowser(`${unique('editor')}@example.co.uk`, undefined, 'editor');
    const front = await editor.get('/admin');
    expect(front.status).toBe(303);
    expect(front.headers.get('location')).toBe('/admin/content');
  });
});
