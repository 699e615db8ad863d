/**
 * An owner's day in the back office, in a real Chromium against `wrangler dev`
 * (the back office ships no script; the second test runs with JavaScript off,
 * axe-core needs it on in the first): owner:add prints a link,
 * the owner signs in with it, finds a booking made on the site, confirms it
 * (and the visitor's confirmation email arrives), adds a note, filters and exports CSV, answers a data request and signs out.
 * Also: a link requested on the sign-in page arrives by email (read from wrangler dev's Local Explorer).
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForEmail } from '../support/local-mail';
import { ownerAddLink, sendAsVisitor, signIn } from './back-office';
import {
  axeViolations,
  baseUrl,
  dayWithEverySlotFree,
  islandsHydrated,
  overflowsTheWindow,
  queryD1,
  smallTargets,
  useBrowser,
} from './browser';

const { newPage } = useBrowser();

function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;
}

/** A visitor books 10:00 on a free day through the wizard on the home page, as anyone would; returns the day. */
async function bookOnTheSite(firstName: string, email: string): Promise<string> {
  const day = await dayWithEverySlotFree();
  const visitor = await newPage('/#book-consultation');
  visitor.setDefaultTimeout(15_000);
  const wizard = visitor.locator('[data-island="booking-wizard"]');
  await wizard.locator('> *').first().scrollIntoViewIfNeeded();
  await islandsHydrated(visitor, 'booking-wizard');
  await wizard.getByLabel(/Business Plan\b/).check();
  await wizard.getByLabel(/Marketing Strategy/).check();
  await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
  await wizard.getByLabel('First Name').fill(firstName);
  await wizard.getByLabel('Last Name').fill('Khan');
  await wizard.getByLabel('Email Address').fill(email);
  await wizard.getByLabel('Phone Number').fill('0161 496 0456');
  await wizard.getByLabel('Business Type').selectOption('daycare');
  await wizard.getByLabel('Project Details').fill('Opening a second daycare site in Salford.');
  await wizard.getByRole('button', { name: 'Continue to Schedule' }).click();
  await wizard.getByLabel('Preferred Date').fill(day);
  await wizard.getByRole('radio', { name: '10:00' }).check();
  await wizard.getByRole('button', { name: 'Book Consultation' }).click();
  await wizard.getByRole('heading', { name: 'Consultation Booked', exact: true }).waitFor();
  await visitor.context().close();
  return day;
}

async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}

describe('the back office', () => {
  it('an owner’s day: sign in with the owner:add link, confirm a booking, note it, export CSV, answer a data request, sign out', async () => {
    const ownerEmail = uniqueEmail('owner');
    const link = ownerAddLink(ownerEmail, 'Olivia', 'Owner');
    expect(link).toMatch(
      new RegExp(`^${baseUrl().replace(/[.]/g, '\\.')}/admin/sign-in/confirm\\?token=[A-Za-z0-9_-]{43}$`),
    );

    const customerName = `Aisha${Date.now()}`;
    const customerEmail = uniqueEmail('customer');
    const bookedDay = await bookOnTheSite(customerName, customerEmail);

    // Sign in: the link opens a page with a button; pressing it starts the session.
    const page = await newPage('/admin/inbox', { acceptDownloads: true });
    // Fail at the step that went wrong rather than at the test's time limit.
    page.setDefaultTimeout(15_000);
    expect(page.url()).toBe(`${baseUrl()}/admin/sign-in`);
    await page.goto(link);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Sign in to the back office');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl()}/admin`);
    const [cookie, ...otherCookies] = await page.context().cookies();
    expect(otherCookies).toEqual([]);
    expect(cookie).toMatchObject({
      name: '__Host-admin_session',
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
    });
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 13 * 24 * 60 * 60);

    // Today opens first, the booking made on the site among its new leads; the inbox shows it too.
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Today');
    expect(await page.getByRole('region', { name: 'New leads' }).innerText()).toContain(`${customerName} Khan`);
    await page.getByRole('link', { name: 'Inbox', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/admin/inbox`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Inbox');
    expect(await page.evaluate(() => document.scripts.length)).toBe(0);
    // The account menu: the whole name on its button; who is signed in and both ways out inside it.
    const account = page.getByRole('button', { name: 'Your account, Olivia Owner' });
    expect(await account.innerText()).toContain('Olivia Owner');
    expect(await page.getByRole('button', { name: 'Sign out', exact: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await account.click();
    expect(await page.locator('#account-menu').innerText()).toContain('Signed in as Olivia Owner');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    const row = page.locator('tbody tr', { hasText: customerName });
    expect(await row.innerText()).toContain('Consultation booking');
    expect(await row.innerText()).toContain('Pending');
    await row.getByRole('link', { name: `${customerName} Khan` }).click();

    // Its page: every field, then Confirm booking.
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      `Consultation booking: ${customerName} Khan`,
    );
    const details = await page.locator('dl').innerText();
    expect(details).toContain('Business Plan (£1,995)');
    expect(details).toContain('Marketing Strategy (£2,295)');
    expect(details).toContain('£4,290');
    expect(details).toContain('10:00');
    expect(await axeViolations(page)).toEqual([]);
    const confirmedSince = Date.now();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    // The answer is a new page: wait for it rather than read the one being left.
    await expect.poll(() => page.getByRole('status').innerText()).toBe('Status changed.');
    expect(await page.locator('section', { hasText: 'Current status' }).innerText()).toContain('Confirmed');
    expect(await page.getByRole('button', { name: 'Mark completed' }).isVisible()).toBe(true);

    // The visitor hears of it: an email with the updated invitation and the private link to the booking.
    const confirmation = await waitForEmail(
      (sent) => sent.to.some((to) => to.includes(customerEmail)) && sent.subject.startsWith('Confirmed: '),
      {
        since: confirmedSince,
        origin: baseUrl(),
        timeoutMs: 20_000,
      },
    );
    const longDay = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
      .format(new Date(`${bookedDay}T12:00:00Z`))
      .replace(',', '');
    expect(confirmation.subject).toBe(`Confirmed: your free consultation on ${longDay} at 10:00am (UK time)`);
    expect(confirmation.text).toContain(`${customerName}, your consultation is confirmed`);
    const invitation =
      confirmation.attachments.find((attachment) => attachment.filename === 'consultation.ics')?.content ?? '';
    expect(invitation).toContain('METHOD:REQUEST');
    expect(invitation).toContain('SEQUENCE:1');
    expect(confirmation.text).toMatch(new RegExp(`${baseUrl()}/bookings/[A-Za-z0-9_-]{43}`));

    // A note, by keyboard: the field has a label and the button is a real button.
    await page.getByLabel('Add a note (only the back office sees it)').fill('Called Aisha: site visit on Monday.');
    await page.getByRole('button', { name: 'Add note' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').innerText()).toBe('Note added.');
    expect(await page.locator('section', { hasText: 'Notes' }).first().innerText()).toContain(
      'Called Aisha: site visit on Monday.',
    );
    const history = await page.locator('section', { has: page.getByRole('heading', { name: 'History' }) }).innerText();
    expect(history).toMatch(/Olivia Owner\s+Status changed\s+Pending\s+Confirmed/);
    expect(history).toMatch(/Olivia Owner\s+Note added/);

    // Filter the inbox and export what it shows.
    await page.getByRole('link', { name: 'Inbox' }).click();
    await page.getByLabel('Kind', { exact: true }).selectOption('booking');
    await page.getByLabel('Status', { exact: true }).selectOption('confirmed');
    await page.getByLabel('Name or email').fill(customerName.toLowerCase());
    await page.getByRole('button', { name: 'Filter' }).click();
    expect(await page.locator('tbody tr').count()).toBe(1);
    expect(page.url()).toContain('kind=booking');
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync((await csvDownload.path()) ?? '', 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]?.startsWith('"Received","Status","First name","Last name","Email"')).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${customerName}"`);
    expect(lines[1]).toContain('"Confirmed"');

    const viewport = page.viewportSize();
    // The calendar at 1440 px: a grid of days across and times down, the booking in its day's 10:00 cell, with its link.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${baseUrl()}/admin/calendar?from=${bookedDay}`);
    const booked = page.locator(`[data-slot="${bookedDay} 10:00"]`);
    expect(await booked.getAttribute('data-state')).toBe('booked');
    expect(await booked.getByRole('link', { name: `${customerName} Khan` }).isVisible()).toBe(true);
    expect(await page.locator(`[data-slot="${bookedDay} 9:00"]`).innerText()).toBe('Free');
    expect(await page.getByRole('columnheader').count()).toBe(8);
    expect(await page.locator('[data-week-list]').isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    // On a 390 px phone the same week is a list, day by day.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.locator('[data-week-grid]').isVisible()).toBe(false);
    const listed = page.locator(`[data-list-slot="${bookedDay} 10:00"]`);
    expect(await listed.innerText()).toContain(`${customerName} Khan`);
    expect(await overflowsTheWindow(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    if (viewport) await page.setViewportSize(viewport);

    // A data request: find everything, download it, erase it.
    await page.getByRole('link', { name: 'Data requests' }).click();
    await page.getByLabel('Email address').fill(customerEmail.toUpperCase());
    await page.getByRole('button', { name: 'Find their data' }).click();
    expect(await mainText(page)).toContain(`What we hold about ${customerEmail}`);
    expect(await axeViolations(page)).toEqual([]);
    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download everything as JSON' }).click(),
    ]);
    const exported = JSON.parse(readFileSync((await jsonDownload.path()) ?? '', 'utf8')) as {
      tables: Record<string, { firstName?: string; body?: string; message?: string }[]>;
    };
    expect(exported.tables.consultation_bookings?.[0]?.firstName).toBe(customerName);
    expect(exported.tables.admin_notes?.[0]?.body).toBe('Called Aisha: site visit on Monday.');
    // The records of the emails about it go with it (the business's notification, the visitor's booking email and
    // the confirmation the owner's press sent), and the mark of when it was first opened.
    expect(exported.tables.notification_outbox?.map((row) => row.message).sort()).toEqual([
      'lead',
      'visitor-booked',
      'visitor-confirmed:1',
    ]);
    expect(exported.tables.opened_items).toHaveLength(1);
    await page.getByLabel('Type the email address again to confirm').fill(customerEmail);
    await page.getByRole('button', { name: 'Erase all' }).click();
    // The booking, its note, its opened mark, its emails' records and its private links (one per email sent so far,
    // so their number depends on how far the queue has got).
    expect(await page.getByRole('status').innerText()).toMatch(
      /^Erased (\d+) rows\. The audit trail records the erasure without the address\.$/,
    );
    const [booking] = exported.tables.consultation_bookings as { id?: string }[];
    expect(queryD1(`SELECT id FROM consultation_bookings WHERE email = '${customerEmail}'`)).toEqual([]);
    expect(queryD1(`SELECT token_hash FROM booking_links WHERE booking_id = '${booking?.id}'`)).toEqual([]);
    expect(queryD1(`SELECT id FROM notification_outbox WHERE item_id = '${booking?.id}'`)).toEqual([]);
    const erasures = queryD1<{ detail: string }>("SELECT detail FROM audit_events WHERE action = 'erasure'");
    expect(erasures.length).toBeGreaterThan(0);
    expect(JSON.stringify(erasures)).not.toContain(customerEmail);

    // Sign out, from the account menu; the back office is closed again.
    await page.getByRole('button', { name: 'Your account, Olivia Owner' }).click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/admin/sign-in?notice=signed-out`);
    expect(await page.getByRole('status').innerText()).toBe('You have signed out.');
    expect(await page.context().cookies()).toEqual([]);
    await page.goto(`${baseUrl()}/admin`);
    expect(page.url()).toBe(`${baseUrl()}/admin/sign-in`);
    // The link was used once and is spent.
    await page.goto(link);
    expect(await mainText(page)).toContain('This sign-in link has already been used.');
    expect(page.errors).toEqual([]);
    // owner:add runs wrangler twice (migrations, then the insert): allow for it on a busy machine.
  }, 150_000);

  it('new items are bold until opened; the owner ticks several (or all on the page) and changes their status in one press, without JavaScript', async () => {
    const stamp = `bulk${Date.now()}`;
    const page = await newPage('/admin/sign-in', { javaScriptEnabled: false });
    page.setDefaultTimeout(15_000);
    await signIn(page, ownerAddLink(`${stamp}-owner@example.co.uk`, 'Bea'));
    // Two messages, a booking and a download arrive; the inbox is searched down to them.
    for (const [first, last] of [
      ['Isla', 'Reid'],
      ['Owen', 'Price'],
    ])
      await sendAsVisitor('/api/contact-submissions', {
        firstName: first,
        lastName: last,
        email: `${stamp}-${first}@example.co.uk`,
        businessType: 'daycare',
        message: 'Do you help with licences?',
      });
    await sendAsVisitor('/api/consultation-bookings', {
      firstName: 'Nia',
      lastName: 'Hughes',
      email: `${stamp}-nia@example.co.uk`,
      phone: '0113 496 0000',
      businessType: 'startup',
      services: ['business-planning'],
      projectDetails: 'A new daycare.',
    });
    await sendAsVisitor('/api/resource-downloads', {
      resourceName: 'Marketing Calendar',
      email: `${stamp}-reader@example.co.uk`,
    });
    const inbox = `${baseUrl()}/admin/inbox?q=${stamp}`;
    await page.goto(inbox);
    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBe(4);
    const weightOf = (name: string) =>
      rows
        .filter({ hasText: name })
        .getByRole('link')
        .evaluate((link) => Number(getComputedStyle(link).fontWeight));
    const newContacts = () => page.locator('[data-new-count="contact"]').innerText();
    for (const name of ['Isla Reid', 'Owen Price', 'Nia Hughes', `${stamp}-reader`])
      expect(await weightOf(name), name).toBeGreaterThanOrEqual(700);
    const before = Number(await newContacts());

    // Opening a message marks it read: back in the inbox it is plain, and one fewer is new.
    await rows.filter({ hasText: 'Isla Reid' }).getByRole('link', { name: 'Isla Reid' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact message: Isla Reid' }).waitFor();
    await page.goto(inbox);
    expect(await weightOf('Isla Reid')).toBeLessThan(700);
    expect(await weightOf('Owen Price')).toBeGreaterThanOrEqual(700);
    expect(Number(await newContacts())).toBe(before - 1);

    // Tick both messages (one by keyboard) and the download, and mark them replied in one press.
    await page.getByLabel('Select Isla Reid, contact message').check();
    await page.getByLabel('Select Owen Price, contact message').focus();
    await page.keyboard.press('Space');
    await page.getByLabel(`Select ${stamp}-reader@example.co.uk, resource download`).check();
    await page.getByLabel('New status for the selected items').selectOption('replied');
    await page.getByRole('button', { name: 'Change status' }).click();
    await page.locator('[data-bulk-outcome]').waitFor();
    expect((await page.locator('[data-bulk-outcome]').innerText()).replace(/\s+/g, ' ')).toBe(
      'Changed 2 items to Replied. Skipped 1 item: 1 item whose kind or current status does not allow a move to Replied',
    );
    expect(await rows.filter({ hasText: 'Isla Reid' }).innerText()).toContain('Replied');
    expect(await rows.filter({ hasText: 'Owen Price' }).innerText()).toContain('Replied');
    expect(await axeViolations(page)).toEqual([]);

    // Select all on the page, then close whatever may be closed: the messages; the booking and the download are skipped.
    await page.getByRole('link', { name: 'Select all 4 on this page' }).click();
    const boxes = page.locator('tbody input[type="checkbox"]');
    expect(await boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).checked))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    await page.getByLabel('New status for the selected items').selectOption('closed');
    await page.getByRole('button', { name: 'Change status' }).click();
    await page.locator('[data-bulk-outcome]').waitFor();
    expect((await page.locator('[data-bulk-outcome]').innerText()).replace(/\s+/g, ' ')).toBe(
      'Changed 2 items to Closed. Skipped 2 items: 2 items whose kind or current status does not allow a move to Closed',
    );
    const moves = queryD1<{ to_status: string }>(
      `SELECT to_status FROM audit_events WHERE action = 'status' AND item_id IN (SELECT id FROM contact_submissions WHERE email LIKE '${stamp}-%') ORDER BY created_at, to_status`,
    );
    expect(moves.map((move) => move.to_status)).toEqual(['replied', 'replied', 'closed', 'closed']);
    expect(queryD1(`SELECT status FROM consultation_bookings WHERE email = '${stamp}-nia@example.co.uk'`)).toEqual([
      { status: 'pending' },
    ]);
    expect(page.errors).toEqual([]);
  }, 150_000);

  it('a link asked for on the sign-in page arrives by email and signs in', async () => {
    const ownerEmail = uniqueEmail('emailed');
    ownerAddLink(ownerEmail, 'Ed');
    const since = Date.now();
    const page = await newPage('/admin/sign-in', { javaScriptEnabled: false });
    await page.getByLabel('Email address').fill(ownerEmail);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    expect(await page.getByRole('status').innerText()).toContain('Check your email');

    const message = await waitForEmail((sent) => sent.to.includes(ownerEmail), {
      since,
      origin: baseUrl(),
      timeoutMs: 10_000,
    });
    expect(message.from).toBe('Pawsperity Consulting <no-reply@pawsperity.co.uk>');
    expect(message.subject).toBe('Your sign-in link for the Pawsperity Consulting back office');
    const link = /^(http\S+\/admin\/sign-in\/confirm\?token=\S+)$/m.exec(message.text)?.[1] ?? '';
    expect(link.startsWith(`${baseUrl()}/admin/sign-in/confirm?token=`)).toBe(true);
    expect(message.html).toContain(`href="${link}"`);

    await signIn(page, link);
    expect(await page.locator('header').textContent()).toContain('Signed in as Ed');

    // With no JavaScript the account menu still opens, and Sign out everywhere ends this session too.
    await page.getByRole('button', { name: /^Your account, Ed/ }).click();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    expect(await page.getByRole('status').innerText()).toBe('You have signed out on every device.');
    await page.goto(`${baseUrl()}/admin`);
    expect(page.url()).toBe(`${baseUrl()}/admin/sign-in`);
  }, 120_000);
});
