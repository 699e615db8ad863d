/**
 * The Training Academy's guards as a person meets them, with scripts off and
 * on: a learner corrects their own name on /training/me, and a visitor at a
 * quiz reads the questions but is offered the free demo (or sign-in) where a
 * learner has Submit, since only a learner's attempts are marked. A signed-in
 * learner's account menu in the header opens and leads to My training, and
 * its Sign out signs them out; a visitor's header has none.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  baseUrl,
  danglingAriaReferences,
  executeD1,
  islandsHydrated,
  useBrowser,
  visitModes,
} from './browser';

const { newPage } = useBrowser();

const QUIZ_SECTION = '/training/module/canine-first-aid-foundations?section=3';
const modes = [visitModes[0], visitModes[3]] as const;

/**
 * A demo learner signed in the way a learner is: a one-time link (stored as its
 * SHA-256, as the sign-in email leaves it), opened and confirmed with Sign in.
 */
async function signInAsNewLearner(page: Page): Promise<void> {
  const email = `name-${Date.now()}-${randomBytes(3).toString('hex')}@example.co.uk`;
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  const now = Date.now();
  executeD1(
    `INSERT INTO training_users (email, first_name, last_name, subscription_status, subscription_tier, created_at) VALUES ('${email}', 'Robyn', 'Hues', 'demo', 'employee', ${now});
     INSERT INTO learner_sign_in_links (token_hash, learner_id, created_at, expires_at) SELECT '${hash}', id, ${now}, ${now + 15 * 60 * 1000} FROM training_users WHERE email = '${email}';`,
  );
  await page.goto(`${baseUrl()}/training/sign-in/confirm?token=${token}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/training\/me$/);
}

describe.each(modes)('the Academy, $name', (mode) => {
  it('lets a learner correct their name on /training/me, refusing one that carries a web address', async () => {
    const page = await newPage('/', mode.context, mode.visit);
    await signInAsNewLearner(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Hello, Robyn');

    await page.getByLabel('First name').fill('Robin www.example.com');
    await page.getByRole('button', { name: 'Save my name' }).click();
    await page.getByText('First name cannot contain a web or an email address').waitFor();
    expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Hughes');
    await page.getByRole('button', { name: 'Save my name' }).click();
    await page.getByText('Your name is saved.').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Hello, Robin');
    expect(await page.locator('[data-learner-name]').innerText()).toBe('Robin Hughes');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Hughes');
  });

  it('shows a visitor the quiz questions with the free demo offered in place of Submit', async () => {
    const page = await newPage(QUIZ_SECTION, mode.context, mode.visit);
    if (mode.context.javaScriptEnabled !== false) await islandsHydrated(page, 'training-module-reader');
    const quiz = page.locator('[data-block="quiz"]');
    await expect.poll(() => quiz.locator('fieldset').count()).toBe(4);
    expect(await quiz.innerText()).toContain('What is the main aim of first aid for a dog?');
    expect(await page.getByRole('button', { name: 'Submit answers' }).count()).toBe(0);
    const demo = quiz.getByRole('link', { name: 'Try the free demo' });
    expect(await demo.getAttribute('href')).toBe('/training/sign-in#register');
    expect(await quiz.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/training/sign-in');
    expect(await axeViolations(page)).toEqual([]);
    expect(await danglingAriaReferences(page)).toEqual([]);
    // Picking an answer posts nothing: the questions are there to read.
    await quiz.locator('fieldset').first().getByRole('radio').first().check();
    expect(page.url()).toBe(`${baseUrl()}${QUIZ_SECTION}`);
    await demo.click();
    await page.waitForURL(/\/training\/sign-in#register$/);
  });

  it('opens the account menu in the header, follows My training, and signs out from it', async () => {
    const page = await newPage('/training', mode.context, mode.visit);
    expect(await page.locator('#menu-account').count()).toBe(0);
    await signInAsNewLearner(page);
    await page.goto(`${baseUrl()}/training`);
    const button = page.getByRole('button', { name: 'Your account, Robyn' });
    expect(await button.innerText()).toContain('Robyn');
    const menu = page.getByRole('menu', { name: 'Your account' });
    expect(await menu.isVisible()).toBe(false);
    await button.click();
    await menu.waitFor({ state: 'visible' });
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['My training', 'Sign out']);
    // Every item is at least 24 px tall and wide (WCAG 2.2 target size).
    for (const item of await menu.getByRole('menuitem').all()) {
      const box = await item.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(24);
      expect(box?.width).toBeGreaterThanOrEqual(24);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(await danglingAriaReferences(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await button.click();
    await menu.getByRole('menuitem', { name: 'My training' }).click();
    await page.waitForURL(/\/training\/me$/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Hello, Robyn');
    expect(await page.getByRole('progressbar', { name: 'Canine First Aid & Welfare progress' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Your account, Robyn' }).click();
    await page.getByRole('menu', { name: 'Your account' }).getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/training\/sign-in\?notice=signed-out$/);
    expect(await page.getByRole('button', { name: /Your account/ }).count()).toBe(0);
  });
});
