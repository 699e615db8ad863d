/**
 * The shop waiting list and the recruitment questionnaire in a real Chromium
 * against `wrangler dev`: the Get Notified dialog, the questionnaire's states,
 * what reaches D1, and both forms with JavaScript switched off.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, danglingAriaReferences, islandsHydrated, queryD1, useBrowser } from './browser';

const { newPage } = useBrowser();

const hydrated = islandsHydrated;

function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;
}

const toast = (page: Page) => page.locator('#toast-root [role="status"]');

/**
 * Opens the dialog the way a visitor does, and waits for the island that this first interaction started. The dialog
 * opens with no script (an invoker command), but until the island has hydrated its form is the plain one: a press of
 * Notify Me then posts the page to the Worker (tested in forms-three-modes.test.ts), and a route these tests put on
 * the endpoint would answer that navigation too. These tests are about what the island does with the answer.
 */
async function openShopDialog(page: Page) {
  const trigger = page.getByRole('button', { name: 'Notify Me When Available' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Get Notified' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await hydrated(page, 'shop-waitlist');
  return { trigger, dialog };
}

describe('shop waiting list', () => {
  it('opens Get Notified with a labelled email field, traps focus, closes on Escape and gives focus back', async () => {
    const page = await newPage('/shop');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Pet Business Shop');
    expect(
      await page.locator('main').getByRole('link', { name: 'Book Free Consultation' }).first().getAttribute('href'),
    ).toBe('/#contact');
    const { trigger, dialog } = await openShopDialog(page);
    const email = dialog.getByRole('textbox', { name: 'Email Address' });
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('required')).not.toBeNull();
    expect(await email.getAttribute('placeholder')).toMatch(/^[^@\s]+@[^@\s]+\.[a-z.]+$/);
    expect(await dialog.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(await dialog.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Notify Me', exact: true }).isVisible()).toBe(true);
    expect(await danglingAriaReferences(page)).toEqual([]);
    expect(await axeViolations(page, ['main'])).toEqual([]);

    // Tabbing round and round never reaches the page behind the modal (past the last control, Chromium hands focus to its own UI).
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press(key);
        const outside = await page.evaluate(() => {
          const element = document.activeElement;
          return element && element !== document.body && !element.closest('dialog[open]')
            ? element.outerHTML.slice(0, 80)
            : null;
        });
        expect(outside, `${key} ${step}`).toBeNull();
      }
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(page.errors).toEqual([]);
  });

  it('saves the address: Saving... while pending, then the success view, the toast and one stored row; Done closes and resets', async () => {
    const page = await newPage('/shop/digital');
    const address = uniqueEmail('Shop');
    await page.route('**/api/shop-notifications', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const { trigger, dialog } = await openShopDialog(page);
    // Typed with capitals; the list keeps it lower-cased.
    await dialog.getByRole('textbox', { name: 'Email Address' }).fill(address);
    await dialog.getByRole('button', { name: 'Notify Me', exact: true }).click();
    const saving = dialog.getByRole('button', { name: 'Saving...' });
    await expect.poll(() => saving.isVisible()).toBe(true);
    expect(await saving.isDisabled()).toBe(true);

    await expect.poll(() => dialog.getByRole('heading', { name: "You're all set!" }).isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain("We'll send you an email as soon as our shop launches");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("You're all set!");
    await expect.poll(() => toast(page).textContent()).toContain('Success!');
    expect(await toast(page).textContent()).toContain("We'll notify you when our shop launches");
    expect(await toast(page).getAttribute('data-variant')).toBe('default');
    expect(queryD1(`SELECT email, status FROM shop_notifications WHERE email = '${address.toLowerCase()}'`)).toEqual([
      { email: address.toLowerCase(), status: 'active' },
    ]);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    await trigger.click();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Email Address' }).inputValue()).toBe('');
    expect(await dialog.getByRole('heading', { name: "You're all set!" }).count()).toBe(0);

    // Signing up again gets the same success; the list still holds the address once.
    await page.unrouteAll();
    await dialog.getByRole('textbox', { name: 'Email Address' }).fill(address);
    await dialog.getByRole('button', { name: 'Notify Me', exact: true }).click();
    await expect.poll(() => dialog.getByRole('heading', { name: "You're all set!" }).isVisible()).toBe(true);
    expect(queryD1(`SELECT COUNT(*) AS n FROM shop_notifications WHERE email = '${address.toLowerCase()}'`)).toEqual([
      { n: 1 },
    ]);
    expect(page.errors).toEqual([]);
  });

  it("stays on the form and shows the server's message in a destructive Error toast when saving fails", async () => {
    const page = await newPage('/shop');
    const address = uniqueEmail('shop-failure');
    await page.route('**/api/shop-notifications', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'internal_error', message: 'The waiting list is resting. Please try again shortly.' },
        }),
      }),
    );
    const { dialog } = await openShopDialog(page);
    await dialog.getByRole('textbox', { name: 'Email Address' }).fill(address);
    await dialog.getByRole('button', { name: 'Notify Me', exact: true }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Error');
    expect(await toast(page).textContent()).toContain('The waiting list is resting. Please try again shortly.');
    expect(await toast(page).getAttribute('data-variant')).toBe('destructive');
    expect(await dialog.getByRole('textbox', { name: 'Email Address' }).inputValue()).toBe(address);
    expect(await dialog.getByRole('button', { name: 'Notify Me', exact: true }).isEnabled()).toBe(true);
    // Keyboard focus is back on the button it was on, not lost to the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Notify Me');

    // A failure without the error shape falls back to the fixed message.
    await page.unrouteAll();
    await page.route('**/api/shop-notifications', (route) => route.fulfill({ status: 502, body: '' }));
    await dialog.getByRole('button', { name: 'Notify Me', exact: true }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Failed to save your notification preference');
    expect(queryD1(`SELECT id FROM shop_notifications WHERE email = '${address}'`)).toEqual([]);
  });

  it('Cancel closes without saving', async () => {
    const page = await newPage('/shop/products');
    const address = uniqueEmail('shop-cancel');
    const { dialog } = await openShopDialog(page);
    await dialog.getByRole('textbox', { name: 'Email Address' }).fill(address);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(queryD1(`SELECT id FROM shop_notifications WHERE email = '${address}'`)).toEqual([]);
  });

  it('works without JavaScript: Notify Me leads to a plain form that stores the address and shows the outcome', async () => {
    const page = await newPage('/shop/products', { javaScriptEnabled: false });
    const address = uniqueEmail('shop-nojs');
    // The dialog button needs the island, so with scripting off only the link to the plain form shows.
    expect(await page.getByRole('button', { name: 'Notify Me When Available' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Notify Me When Available' }).click();
    await page.waitForURL(`${baseUrl()}/shop/products#get-notified`);
    const form = page.locator('#get-notified');
    await form.getByRole('textbox', { name: 'Email Address' }).fill(address);
    await form.getByRole('button', { name: 'Notify Me' }).click();
    await page.waitForURL(`${baseUrl()}/shop/products?notify=sent#get-notified`);
    expect(await page.locator('#get-notified [role="status"]').textContent()).toContain(
      "We'll send you an email as soon as our shop launches.",
    );
    expect(queryD1(`SELECT status FROM shop_notifications WHERE email = '${address}'`)).toEqual([{ status: 'active' }]);
    // The chosen range is first and marked.
    expect(await page.locator('[data-shop-range]').first().getAttribute('data-shop-range')).toBe('products');
  });
});

async function fillRequired(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Rhiannon');
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Jones');
  await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email);
}

describe('recruitment questionnaire', () => {
  it('asks for at least one role inline, tied to the group, with focus moved there, and sends nothing', async () => {
    const page = await newPage('/recruitment');
    const email = uniqueEmail('roles');
    await fillRequired(page, email);
    await hydrated(page, 'recruitment-form');
    let posts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/recruitment-applications')) posts += 1;
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const message = page.getByText('Please select at least one role');
    await expect.poll(() => message.isVisible()).toBe(true);
    const group = page.getByRole('group', { name: /Roles you're interested in/ });
    const messageId = await message.getAttribute('id');
    expect((await group.getAttribute('aria-describedby'))?.split(' ')).toContain(messageId);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe(
      'Pet Care Assistant',
    );
    expect(posts).toBe(0);
    expect(await danglingAriaReferences(page)).toEqual([]);
    // Ticking a role clears the message.
    await page.getByRole('checkbox', { name: 'Dog Walker' }).check();
    await expect.poll(() => message.count()).toBe(0);
  });

  it('has labelled fields, the exact options, fieldsets with legends and no accessibility violations', async () => {
    const page = await newPage('/recruitment');
    expect(await page.getByRole('textbox', { name: 'Phone Number' }).getAttribute('type')).toBe('tel');
    expect(await page.getByLabel('Experience Level').locator('option').allTextContents()).toEqual([
      'Select your experience level',
      'Entry (0-2 years)',
      'Mid (2-5 years)',
      'Senior (5-10 years)',
      'Expert (10+ years)',
    ]);
    expect(await page.getByLabel('Availability').locator('option').count()).toBe(7);
    expect(await page.getByLabel('Salary Expectation').locator('option').count()).toBe(8);
    expect(await page.locator('[data-roles-group] input[type="checkbox"]').count()).toBe(12);
    expect(await page.getByRole('checkbox', { name: "I'm willing to relocate for the right role" }).isChecked()).toBe(
      false,
    );
    for (const label of ['First Name', 'Last Name', 'Email Address']) {
      expect(
        await page.getByRole('textbox', { name: label, exact: true }).getAttribute('required'),
        label,
      ).not.toBeNull();
    }
    expect(await page.locator('#application').getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(await axeViolations(page, ['main'])).toEqual([]);
  });

  it('submits: Submitting... while pending, then the confirmation with focus on it, and the stored row', async () => {
    const page = await newPage('/recruitment');
    const email = uniqueEmail('apply');
    await page.route('**/api/recruitment-applications', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await fillRequired(page, email);
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('07700 900321');
    await page.getByRole('textbox', { name: 'Location' }).fill('Cardiff');
    await page.getByLabel('Experience Level').selectOption('Senior (5-10 years)');
    await page.getByRole('checkbox', { name: 'Pet Groomer' }).check();
    await page.getByRole('checkbox', { name: 'Trainer/Behaviourist' }).check();
    await page.getByLabel('Availability').selectOption('Weekends only');
    await page.getByLabel('Salary Expectation').selectOption('£30,000-£35,000');
    await page.getByRole('checkbox', { name: "I'm willing to relocate for the right role" }).check();
    await page
      .getByRole('textbox', { name: 'Why do you want to work in pet care?' })
      .fill('I run puppy classes at weekends.');
    await hydrated(page, 'recruitment-form');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const submitting = page.getByRole('button', { name: 'Submitting...' });
    await expect.poll(() => submitting.isVisible()).toBe(true);
    expect(await submitting.isDisabled()).toBe(true);

    const heading = page.getByRole('heading', { name: 'Application Submitted!' });
    await expect.poll(() => heading.isVisible()).toBe(true);
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    const confirmation = page.locator('[data-application-confirmation]');
    expect(await confirmation.textContent()).toContain("Thank you for your interest. We'll be in touch soon.");
    expect(await confirmation.textContent()).toContain('within 5 working days');
    expect(await confirmation.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(await page.locator('#application form').count()).toBe(0);

    const rows = queryD1<{
      first_name: string;
      interested_roles: string;
      relocate_willing: number;
      experience_level: string;
      availability: string;
      salary_expectation: string;
      status: string;
    }>(
      `SELECT first_name, interested_roles, relocate_willing, experience_level, availability, salary_expectation, status FROM recruitment_applications WHERE email = '${email}'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Rhiannon',
      relocate_willing: 1,
      experience_level: 'senior',
      availability: 'weekends',
      salary_expectation: '30k-35k',
      status: 'new',
    });
    expect(JSON.parse(rows[0]!.interested_roles)).toEqual(['Pet Groomer', 'Trainer/Behaviourist']);
    expect(page.errors).toEqual([]);
  });

  it("keeps every entry and shows Submission Failed with the server's message when the server refuses", async () => {
    const page = await newPage('/recruitment');
    const email = uniqueEmail('refused');
    await fillRequired(page, email);
    // type="tel" accepts any text; the server's rule answers 400 with the field named.
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('call me maybe');
    await page.getByRole('checkbox', { name: 'Veterinary Nurse' }).check();
    await hydrated(page, 'recruitment-form');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Submission Failed');
    expect(await toast(page).textContent()).toContain('Some fields need attention.');
    expect(await toast(page).getAttribute('data-variant')).toBe('destructive');
    const phone = page.getByRole('textbox', { name: 'Phone Number' });
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${(await phone.getAttribute('aria-describedby'))?.split(' ')[0]}`).textContent()).toBe(
      'Enter a valid phone number',
    );
    expect(await phone.inputValue()).toBe('call me maybe');
    expect(await page.getByRole('textbox', { name: 'First Name', exact: true }).inputValue()).toBe('Rhiannon');
    expect(await page.getByRole('checkbox', { name: 'Veterinary Nurse' }).isChecked()).toBe(true);
    expect(queryD1(`SELECT id FROM recruitment_applications WHERE email = '${email}'`)).toEqual([]);
  });

  it('falls back to "Please try again later." when the failure carries no message', async () => {
    const page = await newPage('/recruitment');
    await page.route('**/api/recruitment-applications', (route) => route.fulfill({ status: 500, body: 'boom' }));
    const email = uniqueEmail('boom');
    await fillRequired(page, email);
    await page.getByRole('checkbox', { name: 'Administration' }).check();
    await hydrated(page, 'recruitment-form');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Please try again later.');
    expect(await toast(page).textContent()).toContain('Submission Failed');
    expect(await page.getByRole('textbox', { name: 'Email Address', exact: true }).inputValue()).toBe(email);
    expect(await page.getByRole('checkbox', { name: 'Administration' }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Submit Application' }).isEnabled()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Submit Application');
  });

  it('works without JavaScript: the form posts, the row is stored and the page shows the confirmation', async () => {
    const page = await newPage('/recruitment', { javaScriptEnabled: false });
    const email = uniqueEmail('recruit-nojs');
    await fillRequired(page, email);
    await page.getByRole('checkbox', { name: 'Customer Service' }).check();
    await page.getByRole('checkbox', { name: 'Other' }).check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.waitForURL(`${baseUrl()}/recruitment?application=submitted#application`);
    expect(await page.getByRole('heading', { name: 'Application Submitted!' }).isVisible()).toBe(true);
    const rows = queryD1<{ interested_roles: string; relocate_willing: number; status: string }>(
      `SELECT interested_roles, relocate_willing, status FROM recruitment_applications WHERE email = '${email}'`,
    );
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.interested_roles)).toEqual(['Customer Service', 'Other']);
    expect(rows[0]).toMatchObject({ relocate_willing: 0, status: 'new' });
  });

  it('without JavaScript, a form sent with no role comes back with Submission Failed naming the roles, the answers kept', async () => {
    const page = await newPage('/recruitment', { javaScriptEnabled: false });
    const email = uniqueEmail('recruit-nojs-invalid');
    await fillRequired(page, email);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const notice = page.locator('[data-application-outcome="invalid"]');
    await notice.waitFor();
    expect(await page.getByRole('textbox', { name: 'Email Address', exact: true }).inputValue()).toBe(email);
    expect(await notice.textContent()).toContain('Submission Failed');
    expect(await notice.textContent()).toContain('Please select at least one role');
    expect(queryD1(`SELECT id FROM recruitment_applications WHERE email = '${email}'`)).toEqual([]);
  });
});
