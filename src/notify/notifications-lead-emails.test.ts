/**
 * Every lead reaches the owner's mailbox: the submission and its outbox row
 * are stored in one batch, the request queues a message and answers without
 * waiting for it, and the Worker's queue consumer composes the email from the
 * stored item and sends it. Retries, sending once, the daily digest and the
 * sweep: src/notify/notifications-delivery.test.ts.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../content/site-config';
import { app } from '../worker';
import { decodeHtml } from '../../test/support/page-html';
import {
  deliver,
  outboxRow,
  outboxRows,
  recordingMailer,
  recordingQueue,
  submit,
  type SentEmail,
} from '../../test/support/notify';
import { contact, emptyNotificationTables, MINUTE, read, sid } from '../../test/support/notification-fixtures';
import { setAvailability } from '../../test/support/availability-rules';
import { isDefaultWorkingDay, londonToday, shiftDays } from '../../test/support/london-dates';

/**
 * A day in British Summer Time a visitor can book once the owner takes
 * bookings a year ahead: the first working day in June, July or August at
 * least 3 days from now (at most about 280 days away).
 */
function summerWorkingDay(): string {
  let date = shiftDays(londonToday(), 3);
  while (!(['06', '07', '08'].includes(date.slice(5, 7)) && isDefaultWorkingDay(date))) date = shiftDays(date, 1);
  return date;
}
const summerDate = summerWorkingDay();

const booking = {
  firstName: 'Jane',
  lastName: 'Smith',
  email: 'jane.bookings@example.co.uk',
  phone: '0113 496 0000',
  businessType: 'startup',
  services: ['business-planning', 'bespoke-consultation'],
  projectDetails: 'Opening a daycare for 30 dogs next spring.',
  preferredDate: summerDate,
  preferredTime: '9:00',
};

const application = {
  firstName: 'Tom',
  lastName: 'Baker',
  email: 'tom.baker@example.co.uk',
  phone: '07700 900123',
  location: 'Bristol',
  experienceLevel: 'senior',
  currentRole: 'Kennel supervisor',
  interestedRoles: ['Dog Walker', 'Pet Groomer', 'Facility Manager'],
  petExperience: 'Eight years with boarding kennels.',
  qualifications: 'Level 3 Animal Care',
  availability: 'full-time',
  relocateWilling: true,
  salaryExpectation: '30k-35k',
  motivation: 'I want to run a daycare floor.',
  additionalInfo: '',
  talentPoolConsent: true,
};

beforeEach(emptyNotificationTables);
afterEach(() => vi.restoreAllMocks());

/** The booking's calendar invitation, unfolded (RFC 5545 lines continue after CRLF and a space). */
function invitationText(message: SentEmail): string {
  return (message.attachments.find((attachment) => attachment.filename.endsWith('.ics'))?.content ?? '').replace(
    /\r\n[ \t]/g,
    '',
  );
}

/** Submits, then lets the consumer send whatever the request queued; returns the emails and the queue. */
async function submitAndSend(path: string, body: unknown) {
  const queue = recordingQueue();
  const mailer = recordingMailer();
  const response = await submit(path, body, { NOTIFY_QUEUE: queue.binding });
  expect(response.status).toBe(201);
  const result = await deliver(queue.bodies, { NOTIFY_EMAIL: mailer.binding });
  return { queue, mailer, result };
}

describe('a contact message', () => {
  it('stores one outbox row beside the message, holding only a reference, and queues a message naming it', async () => {
    const queue = recordingQueue();
    const response = await submit(
      '/api/contact-submissions',
      { ...contact, submissionId: sid() },
      { NOTIFY_QUEUE: queue.binding },
    );
    expect(response.status).toBe(201);
    const stored = await env.DB.prepare('SELECT id FROM contact_submissions WHERE email = ?')
      .bind(contact.email)
      .first<{ id: string }>();
    const [row, ...others] = await outboxRows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      item_kind: 'contact',
      item_id: stored?.id,
      channel: 'email',
      status: 'pending',
      attempts: 0,
      sent_at: null,
    });
    // No copy of what the visitor wrote: every value is an id, a state or a time.
    for (const value of Object.values(row ?? {})) {
      if (typeof value === 'string')
        expect(contact.email.includes(value) || contact.message.includes(value) || value.includes('Jane')).toBe(false);
    }
    expect(queue.bodies).toEqual([{ type: 'send', outboxId: row?.id }]);
  });

  it('answers the visitor before the queue has taken the message', async () => {
    const queue = recordingQueue({ hold: true });
    const ctx = createExecutionContext();
    const response = await app.request(
      'https://www.pawsperity.co.uk/api/contact-submissions',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'https://www.pawsperity.co.uk',
          'cf-connecting-ip': '192.0.2.250',
        },
        body: JSON.stringify({ ...contact, submissionId: sid() }),
      },
      { ...env, NOTIFY_QUEUE: queue.binding },
      ctx,
    );
    expect(response.status).toBe(201);
    expect(queue.bodies).toEqual([]);
    queue.release();
    await waitOnExecutionContext(ctx);
    expect(queue.bodies).toHaveLength(1);
  });

  it('is emailed to the business: Reply-To the visitor, the subject says what and who, every field in text and HTML, and the link', async () => {
    const { mailer, result } = await submitAndSend('/api/contact-submissions', { ...contact, submissionId: sid() });
    expect(result.explicitAcks).toEqual(result.ids);
    expect(mailer.sent).toHaveLength(1);
    const message = read(mailer.sent[0]);
    const [row] = await outboxRows();
    const item = await env.DB.prepare('SELECT id FROM contact_submissions WHERE email = ?')
      .bind(contact.email)
      .first<{ id: string }>();
    expect(message.from).toEqual({ name: 'Pawsperity Consulting website', email: 'notifications@pawsperity.co.uk' });
    expect(message.to).toBe('hello@pawsperity.co.uk');
    expect(message.replyTo).toEqual({ name: 'Jane Smith', email: 'jane.smith@example.co.uk' });
    expect(message.subject).toBe('New contact message: Jane Smith');
    expect(message.attachments).toEqual([]);

    const link = `https://www.pawsperity.co.uk/admin/items/contact/${item?.id}`;
    const text = message.text;
    for (const line of [
      'First name: Jane',
      'Last name: Smith',
      'Email: jane.smith@example.co.uk',
      'Business type: Dog Daycare',
      // The visitor's words, quoted as theirs.
      'Message. They wrote:',
      '> We run a 20-dog daycare in Leeds.',
      '> Can you look at our <licence> & staffing "ratios"?',
      link,
    ]) {
      expect(text.split('\n')).toContain(line);
    }
    const html = message.html;
    expect(html).toContain('Can you look at our &lt;licence&gt; &amp; staffing &quot;ratios&quot;?');
    expect(html).not.toContain('<licence>');
    expect(html).toContain(`href="${link}"`);
    expect(decodeHtml(html)).toContain('Dog Daycare');

    const sent = await outboxRow(row?.id ?? '');
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, claim_id: null });
    expect(sent?.sent_at).toBeGreaterThan(Date.now() - MINUTE);
  });

  it("links to the back office at the Worker's own SITE_ORIGIN (wrangler dev's, locally), not always production's", async () => {
    // wrangler.toml holds production's; wrangler dev is given its own.
    expect(env.SITE_ORIGIN).toBe(siteConfig.origin);
    const queue = recordingQueue();
    await submit('/api/contact-submissions', { ...contact, submissionId: sid() }, { NOTIFY_QUEUE: queue.binding });
    const mailer = recordingMailer();
    await deliver(queue.bodies, { NOTIFY_EMAIL: mailer.binding, SITE_ORIGIN: 'http://localhost:8787' });
    const message = read(mailer.sent[0]);
    const item = await env.DB.prepare('SELECT id FROM contact_submissions WHERE email = ?')
      .bind(contact.email)
      .first<{ id: string }>();
    const link = `http://localhost:8787/admin/items/contact/${item?.id}`;
    expect(message.text.split('\n')).toContain(link);
    expect(message.html).toContain(`href="${link}"`);
    expect(`${message.text}${message.html}`).not.toContain('https://www.pawsperity.co.uk/admin');
  });

  it('keeps a name with accents as it was typed in the subject, the Reply-To and the body', async () => {
    const { mailer } = await submitAndSend('/api/contact-submissions', {
      ...contact,
      firstName: 'Zoë',
      lastName: 'Ångström',
      email: 'zoe@example.co.uk',
      submissionId: sid(),
    });
    const message = read(mailer.sent[0]);
    expect(message.subject).toBe('New contact message: Zoë Ångström');
    expect(message.replyTo).toEqual({ name: 'Zoë Ångström', email: 'zoe@example.co.uk' });
    expect(message.text).toContain('First name: Zoë');
    expect(message.html).toContain('Zoë Ångström');
  });

  it('refuses a name with a line break before anything is stored or sent', async () => {
    const queue = recordingQueue();
    const response = await submit(
      '/api/contact-submissions',
      { ...contact, lastName: 'Smith\r\nBcc: victim@example.com', submissionId: sid() },
      { NOTIFY_QUEUE: queue.binding },
    );
    expect(response.status).toBe(400);
    expect(await outboxRows()).toEqual([]);
    expect(queue.bodies).toEqual([]);
  });
});

describe('a consultation booking', () => {
  it('says what was booked in the subject, lists services with prices, and carries an invitation for the slot in London time', async () => {
    // The summer day may be months away: the owner takes bookings a year ahead.
    await setAvailability({ horizonDays: 365 });
    const { mailer } = await submitAndSend('/api/consultation-bookings', { ...booking, submissionId: sid() });
    const message = read(mailer.sent.find((sent) => sent.to === 'hello@pawsperity.co.uk'));
    expect(message.subject).toBe('New consultation booking: Jane Smith, 2 services, From £3,495');
    expect(message.replyTo).toEqual({ name: 'Jane Smith', email: 'jane.bookings@example.co.uk' });
    const text = message.text;
    for (const line of [
      '  - Business Plan (£1,995)',
      '  - Bespoke Consultation (£1,500)',
      'Estimate: From £3,495',
      'Phone: 0113 496 0000',
      'Business type: New Business Startup',
      'Preferred time slot: 9:00 (UK time)',
    ]) {
      expect(text.split('\n')).toContain(line);
    }
    expect(message.attachments.map(({ filename, type, disposition }) => ({ filename, type, disposition }))).toEqual([
      { filename: 'consultation.ics', type: 'text/calendar; method=PUBLISH', disposition: 'attachment' },
    ]);
    const ics = invitationText(message);
    expect(ics).toContain('METHOD:PUBLISH');
    const event = ics.slice(ics.indexOf('BEGIN:VEVENT'));
    expect(event).toContain(`DTSTART;TZID=Europe/London:${summerDate.replace(/-/g, '')}T090000`);
    expect(event).toContain(`DTEND;TZID=Europe/London:${summerDate.replace(/-/g, '')}T093000`);
    expect(ics).toContain('TZID:Europe/London');
    expect(event).toContain('SUMMARY:Consultation: Jane Smith');
    // 9:00 in London in summer is 8:00 UTC (BST): the instant the booking holds, which no other booking can take.
    const held = await env.DB.prepare('SELECT slot_starts_at AS at FROM consultation_bookings WHERE email = ?')
      .bind(booking.email)
      .first<{ at: number }>();
    expect(new Date(held?.at ?? 0).toISOString()).toBe(`${summerDate}T08:00:00.000Z`);
  });

  it('says that no date was chosen, and attaches no invitation, when the visitor left the date open', async () => {
    const { mailer } = await submitAndSend('/api/consultation-bookings', {
      ...booking,
      preferredDate: '',
      preferredTime: '',
      submissionId: sid(),
    });
    const message = read(mailer.sent.find((sent) => sent.to === 'hello@pawsperity.co.uk'));
    expect(message.attachments).toEqual([]);
    expect(message.text).toContain('No date was chosen');
    expect(message.html).toContain('No date was chosen');
  });
});

describe('a recruitment application', () => {
  it('names the roles in the subject and shows the chosen options by their labels', async () => {
    const { mailer } = await submitAndSend('/api/recruitment-applications', { ...application, submissionId: sid() });
    const message = read(mailer.sent[0]);
    expect(message.subject).toBe('New recruitment application: Tom Baker, Dog Walker, Pet Groomer and 1 more role');
    const text = message.text.split('\n');
    for (const line of [
      'Experience level: Senior (5-10 years)',
      'Availability: Full-time',
      'Salary expectation: £30,000-£35,000',
      'Willing to relocate: Yes',
      '  - Facility Manager',
      'Location: Bristol',
      'Additional information: (not given)',
    ]) {
      expect(text).toContain(line);
    }
    expect(text.some((line) => line.startsWith('Talent pool consent: ') && line.includes('(privacy policy of '))).toBe(
      true,
    );
    expect(text).toContain('Consent wording:');
  });
});
