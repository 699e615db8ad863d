/**
 * The Training Academy on the real local stack, in every visit mode: a
 * learner registers, confirms from the emailed link and lands signed in, reads a module,
 * fails its quiz, passes it, completes the module, downloads the PDF
 * certificate, and the certificate is verified by someone signed out. An
 * employer's team pages have no island, so that journey runs with JavaScript
 * off and on (the one press in the module reader it makes, Mark Complete, is
 * the learner's, tried in every mode above and in early-clicks.test.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type LocalEmail, waitForEmail } from '../support/local-mail';
import {
  axeViolations,
  baseUrl,
  danglingAriaReferences,
  executeD1,
  islandFreeModes,
  queryD1,
  useBrowser,
  type VisitMode,
  visitModes,
} from './browser';

const { newPage } = useBrowser();

const MODULE = '/training/module/canine-first-aid-foundations';
const RIGHT = [
  'To keep the dog alive and stable until it can be seen by a vet',
  'When it is struggling to breathe, vomiting or has a mouth or face injury',
  'Never give human medicines; call the vet for advice',
  'It may be an emergency, so call the vet immediately',
];
const WRONG = [
  'To give the dog pain relief',
  'When it is growling',
  'Crush it into some food',
  'It is probably just cold',
];

/** Opens a page the way the mode's visitor does: acting as soon as the page is read when every script is late. */
async function open(page: Page, mode: VisitMode, path: string): Promise<void> {
  if (mode.visit.delayLoader) {
    await page.goto(`${baseUrl()}${path}`, { waitUntil: 'commit' });
    await page.locator('body > footer').waitFor({ state: 'attached' });
  } else await page.goto(`${baseUrl()}${path}`);
}

const toLearner = (address: string) => (email: LocalEmail) => email.to.some((to) => to.includes(address));
const title = (page: Page) => page.locator('article h2').innerText();
const sectionNumber = (page: Page) => page.locator('article p').first().innerText();

describe.each(visitModes)('a learner, $name', (mode) => {
  it('registers, confirms from the emailed link, fails the quiz, passes it, completes the module, downloads the PDF, and it verifies signed out', async () => {
    const address = `learner-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;
    const since = Date.now();
    const page = await newPage('/training/sign-in', mode.context, mode.visit);
    await page.getByLabel('First name').fill('Morgan');
    await page.getByLabel('Last name').fill('Reyes');
    await page.locator('#register-email').fill(address);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Register and email me a link' }).click();
    await page.getByText('Check your email').waitFor();

    // No account yet: it is made only when the address's owner confirms from the email.
    expect(queryD1(`SELECT id FROM training_users WHERE email = '${address}'`)).toEqual([]);
    const email = await waitForEmail(
      (message) => toLearner(address)(message) && message.subject.includes('Confirm your registration'),
      {
        since,
        origin: baseUrl(),
        timeoutMs: 20_000,
      },
    );
    const link = new RegExp(`${baseUrl()}/training/register/confirm\\?token=[A-Za-z0-9_-]+`).exec(email.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await page.waitForURL(/\/training\/me$/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Hello, Morgan');

    await open(page, mode, MODULE);
    for (let section = 1; section <= 4; section += 1) {
      await expect.poll(() => sectionNumber(page)).toContain(`Section ${section} of 4`);
      await page.getByRole('button', { name: 'Mark Complete' }).click();
      await expect
        .poll(() => page.getByRole('button', { name: 'Mark Complete' }).getAttribute('aria-pressed'))
        .toBe('true');
      if (section < 4) await page.getByRole('button', { name: 'Next' }).click();
    }
    expect(await title(page)).toBe('Check your understanding: first aid foundations');
    const questions = page.locator('[data-block="quiz"] fieldset');

    for (const [index, answer] of WRONG.entries()) await questions.nth(index).getByLabel(answer).check();
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect.poll(() => page.locator('[data-quiz-outcome]').getAttribute('data-quiz-outcome')).toBe('failed');
    expect(await page.locator('[data-quiz-outcome]').innerText()).toContain('You have 2 attempts left today');
    expect(await page.getByRole('button', { name: 'Complete Module' }).isDisabled()).toBe(true);

    for (const [index, answer] of RIGHT.entries()) await questions.nth(index).getByLabel(answer).check();
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect.poll(() => page.locator('[data-quiz-outcome]').getAttribute('data-quiz-outcome')).toBe('passed');
    expect(await page.locator('[data-block="quiz"]').innerText()).toContain('First aid buys time');

    await page.getByRole('button', { name: 'Complete Module' }).click();
    await page.locator('[data-certificate-number]').waitFor();
    const number = (await page.locator('[data-certificate-number]').getAttribute('data-certificate-number')) ?? '';
    expect(number).toMatch(/^PAW-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/);

    const attempts = queryD1<{ is_passing: number; attempt_number: number }>(
      `SELECT is_passing, attempt_number FROM training_quiz_attempts WHERE user_id = (SELECT id FROM training_users WHERE email = '${address}') ORDER BY id`,
    );
    expect(attempts).toEqual([
      { is_passing: 0, attempt_number: 1 },
      { is_passing: 1, attempt_number: 2 },
    ]);
    const [progress] = queryD1<{ status: string; progress_percentage: number }>(
      `SELECT status, progress_percentage FROM training_progress WHERE user_id = (SELECT id FROM training_users WHERE email = '${address}')`,
    );
    expect(progress).toEqual({ status: 'completed', progress_percentage: 100 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download your certificate (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await newPage(`/certificates/${number}`, mode.context, mode.visit);
    const verification = await stranger.locator('main').innerText();
    expect(verification).toContain('Morgan Reyes');
    expect(verification).toContain('First Aid Foundations');
    expect(verification).toContain('Valid');
    expect(page.errors).toEqual([]);
  }, 120_000);
});

/** Signs in from the emailed link, as any learner does; the page ends on /training/me. */
async function signInByEmail(page: Page, mode: VisitMode, address: string): Promise<void> {
  const since = Date.now();
  await open(page, mode, '/training/sign-in');
  await page.locator('#sign-in-email').fill(address);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.getByText('Check your email').waitFor();
  const email = await waitForEmail(
    (message) => toLearner(address)(message) && message.subject.includes('sign-in link'),
    {
      since,
      origin: baseUrl(),
      timeoutMs: 20_000,
    },
  );
  const link = new RegExp(`${baseUrl()}/training/sign-in/confirm\\?token=[A-Za-z0-9_-]+`).exec(email.text)?.[0];
  await page.goto(link ?? '');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/training\/me$/);
}

describe.each(islandFreeModes)('an employer, $name', (mode) => {
  it('invites a member of staff who accepts, follows their progress and exports the team as CSV', async () => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const employer = `owner-${stamp}@example.co.uk`;
    const staff = `staff-${stamp}@example.co.uk`;
    const team = `Barking Mad ${stamp}`;
    // The owner has switched on an Employer subscription in the back office.
    executeD1(
      `INSERT INTO training_users (email, first_name, last_name, company_name, subscription_status, subscription_tier, team_seats, access_source, created_at) VALUES ('${employer}', 'Erin', 'Employer', '${team}', 'active', 'employer', 5, 'granted', ${Date.now()})`,
    );
    const page = await newPage('/training/sign-in', mode.context, mode.visit);
    await signInByEmail(page, mode, employer);
    await open(page, mode, '/training/team');
    const since = Date.now();
    await page.getByLabel('Their email address').fill(staff);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${staff}`).waitFor();
    expect(await page.locator('main').innerText()).not.toContain('Jo Staff');

    const invitation = await waitForEmail(
      (message) => toLearner(staff)(message) && message.subject.includes('invited you'),
      {
        since,
        origin: baseUrl(),
        timeoutMs: 20_000,
      },
    );
    const link = new RegExp(`${baseUrl()}/training/join\\?token=[A-Za-z0-9_-]+`).exec(invitation.text)?.[0];
    expect(link).toBeDefined();
    const member = await newPage(new URL(link ?? '').pathname + new URL(link ?? '').search, mode.context, mode.visit);
    await member.getByLabel('First name').fill('Jo');
    await member.getByLabel('Last name').fill('Staff');
    await member.getByRole('checkbox').check();
    await member.getByRole('button', { name: `Accept and join ${team}` }).click();
    await member.waitForURL(/\/training\/me$/);
    // Now an employee: the second module of a course opens, and they make a start on the first.
    await open(member, mode, MODULE);
    await member.getByRole('button', { name: 'Mark Complete' }).click();
    await expect
      .poll(() => member.getByRole('button', { name: 'Mark Complete' }).getAttribute('aria-pressed'))
      .toBe('true');

    await open(page, mode, '/training/team');
    const main = await page.locator('main').innerText();
    expect(main).toContain('Jo Staff');
    expect(main).toContain('First Aid Foundations');
    expect(main).toContain('25%');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export as CSV' }).click(),
    ]);
    const { readFileSync } = await import('node:fs');
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.split(/\r?\n/)[0]).toContain('"Name","Email","Module","Status"');
    expect(csv).toContain(`"Jo Staff","${staff}","First Aid Foundations","In progress","25"`);
    expect(page.errors).toEqual([]);
  }, 120_000);
});

describe('the Academy’s own pages', () => {
  it('have no WCAG 2.2 AA violations: sign-in, a locked module, an unknown certificate, my training, the reader and the team page', async () => {
    const visitor = await newPage('/training/sign-in');
    const checked: Record<string, string[]> = {};
    for (const path of [
      '/training/sign-in',
      '/training/module/fair-terms-and-consumer-law',
      '/certificates/PAW-2026-00000000',
    ]) {
      await visitor.goto(`${baseUrl()}${path}`);
      checked[path] = [...(await axeViolations(visitor)), ...(await danglingAriaReferences(visitor))];
    }
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const address = `axe-${stamp}@example.co.uk`;
    executeD1(
      `INSERT INTO training_users (email, first_name, last_name, company_name, subscription_status, subscription_tier, created_at) VALUES ('${address}', 'Ada', 'Axe', 'Axe Daycare ${stamp}', 'active', 'employer', ${Date.now()})`,
    );
    const learner = await newPage('/training/sign-in');
    await signInByEmail(learner, visitModes[3], address);
    for (const path of ['/training/me', `${MODULE}?section=3`, '/training/team']) {
      await learner.goto(`${baseUrl()}${path}`);
      checked[path] = [...(await axeViolations(learner)), ...(await danglingAriaReferences(learner))];
    }
    expect(checked).toEqual(Object.fromEntries(Object.keys(checked).map((path) => [path, []])));
  }, 120_000);
});
