/**
 * An inbox item's page in workerd against the real D1: every field of each
 * kind, and internal notes with their history.
 * Status moves: admin-inbox-status-moves.test.ts; the list: admin-inbox-list.test.ts.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { workingDay } from '../../../test/support/london-dates';
import { insert, tagsNamed } from '../../../test/support/admin';
import { ownerForEachTest } from '../../../test/support/admin-owner';
import { detailFields, historyRows, statusButtons } from '../../../test/support/admin-inbox-pages';
import { auditRows, contact, clearInbox } from '../../../test/support/inbox-items';
import { textOf } from '../../../test/support/page-html';
import { postJson } from '../../../test/support/request';

const owner = ownerForEachTest(clearInbox);

describe('an item page', () => {
  it('shows a booking made on the site with every field: services with names and prices, the estimate, date and slot', async () => {
    const preferredDate = workingDay(5);
    const date = new Date(`${preferredDate}T12:00:00Z`);
    const made = await postJson('/api/consultation-bookings', {
      firstName: 'Aisha',
      lastName: 'Khan',
      email: 'aisha.khan@example.co.uk',
      phone: '0161 496 0456',
      businessType: 'startup',
      services: ['business-planning', 'compliance'],
      projectDetails: 'Planning a 25-dog daycare\non an industrial unit.',
      preferredDate,
      preferredTime: '14:00',
      website: '',
      // The page's hidden field: the visit came from a search, through a campaign link.
      visit_source: 'ref=google.com&utm_source=newsletter&utm_medium=email&utm_campaign=spring-open-day',
    });
    expect(made.status).toBe(201);
    const { id } = (await env.DB.prepare('SELECT id FROM consultation_bookings').first<{ id: string }>()) ?? { id: '' };

    const inbox = await (await owner.get('/admin/inbox')).text();
    const link = tagsNamed(inbox, 'a').find((anchor) => anchor.href === `/admin/items/booking/${id}`);
    expect(link).toBeDefined();

    const response = await owner.get(`/admin/items/booking/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(textOf(/<h1\b[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '')).toBe('Consultation booking: Aisha Khan');
    const expectedDate = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
      .format(date)
      .replace(',', '');
    expect(detailFields(html)).toEqual({
      'First name': 'Aisha',
      'Last name': 'Khan',
      Email: 'aisha.khan@example.co.uk',
      Phone: '0161 496 0456',
      'Business type': 'New Business Startup',
      Services: 'Business Plan (£1,995) Licence Inspection Preparation (£995)',
      Estimate: '£2,990',
      'Project details': 'Planning a 25-dog daycare on an industrial unit.',
      'Preferred date': expectedDate,
      'Preferred time slot': '14:00 (UK time)',
      'Visit came from': 'google.com',
      Campaign: 'newsletter / email / spring-open-day',
    });
    expect(textOf(html)).toContain('Current status: Pending');
    expect(statusButtons(html)).toEqual(['Confirm booking', 'Cancel booking']);
  });

  it('shows every field of a recruitment application, stored choice codes as the labels the applicant saw', async () => {
    await insert(
      `INSERT INTO recruitment_applications (id, first_name, last_name, email, phone, location, experience_level, current_role, interested_roles, pet_experience, qualifications, availability, relocate_willing, salary_expectation, motivation, additional_info, status)
       VALUES ('a-full', 'Tom', 'Baker', 'tom@example.co.uk', '07700 900123', 'Leeds', 'mid', 'Kennel hand', '["Dog Walker","Other"]', 'Three dogs', 'Level 2 Animal Care', 'part-time', 1, '22k-26k', 'I love dogs', 'Weekends too', 'new')`,
    );
    const fields = detailFields(await (await owner.get('/admin/items/application/a-full')).text());
    expect(fields).toEqual({
      'First name': 'Tom',
      'Last name': 'Baker',
      Email: 'tom@example.co.uk',
      Phone: '07700 900123',
      Location: 'Leeds',
      'Experience level': 'Mid (2-5 years)',
      'Current role': 'Kennel hand',
      'Interested roles': 'Dog Walker Other',
      'Pet care experience': 'Three dogs',
      Qualifications: 'Level 2 Animal Care',
      Availability: 'Part-time',
      'Willing to relocate': 'Yes',
      'Salary expectation': '£22,000-£26,000',
      Motivation: 'I love dogs',
      'Additional information': 'Weekends too',
      'Talent pool consent': 'Not given',
      'Consent wording': 'Not given',
      'Visit came from': 'Direct or not known',
      Campaign: 'None',
    });
  });

  it('shows the consent on record for a waiting-list sign-up', async () => {
    await insert(
      "INSERT INTO shop_notifications (id, email, consent_given_at, consent_policy_version, consent_wording) VALUES ('w-consent', 'w@example.co.uk', ?, '2026-11-23', 'Email me when the shop opens.')",
      Date.UTC(2026, 10, 23, 9, 5),
    );
    expect(detailFields(await (await owner.get('/admin/items/waiting-list/w-consent')).text())).toEqual({
      Email: 'w@example.co.uk',
      'Consent given': '23 Nov 2026, 09:05 (privacy policy of 2026-11-23)',
      'Consent wording': 'Email me when the shop opens.',
      'Visit came from': 'Direct or not known',
      Campaign: 'None',
    });
  });

  it('answers 404 for an item that does not exist', async () => {
    expect((await owner.get('/admin/items/booking/does-not-exist')).status).toBe(404);
    expect((await owner.get('/admin/items/invoice/x')).status).toBe(404);
  });
});

describe('notes', () => {
  it('adds an internal note shown with its author and time, recorded in the history', async () => {
    await contact('c-note', Date.now());
    const response = await owner.post('/admin/items/contact/c-note/notes', {
      csrf: owner.csrf,
      body: '  Called back on Tuesday.\nWill send a quote.  ',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/items/contact/c-note?notice=note-added');
    const html = await (await owner.get('/admin/items/contact/c-note?notice=note-added')).text();
    expect(textOf(html)).toContain('Note added.');
    const notes = textOf(/<ol\b[^>]*>(.*?)<\/ol>/s.exec(html)?.[1] ?? '');
    expect(notes).toMatch(
      /^Called back on Tuesday\. Will send a quote\. Olivia Owner, \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
    );
    expect(historyRows(html).map(([, who, what, from, to]) => [who, what, from, to])).toEqual([
      ['Olivia Owner', 'Note added', '—', '—'],
    ]);
    // The audit trail records that a note was added, not its text.
    expect(JSON.stringify(await auditRows('c-note'))).not.toContain('Tuesday');
  });

  it('refuses an empty note with a message by the field, and a note without the CSRF token', async () => {
    await contact('c-empty', Date.now());
    const empty = await owner.post('/admin/items/contact/c-empty/notes', { csrf: owner.csrf, body: '   ' });
    expect(empty.status).toBe(400);
    const html = await empty.text();
    expect(textOf(html)).toContain('Write the note first.');
    expect(tagsNamed(html, 'textarea')[0]).toMatchObject({
      'aria-invalid': 'true',
      'aria-describedby': 'note-body-error',
    });
    expect((await owner.post('/admin/items/contact/c-empty/notes', { body: 'No token' })).status).toBe(403);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM admin_notes').first<{ n: number }>())?.n).toBe(0);
    expect((await owner.post('/admin/items/contact/missing/notes', { csrf: owner.csrf, body: 'x' })).status).toBe(404);
  });
});
