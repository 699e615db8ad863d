/**
 * The contact form, the shop waiting list and the recruitment questionnaire,
 * each tried four ways: JavaScript off, every script 3 s late, island code 3 s
 * late (the visitor acting at once in both), and normal. In every mode a first attempt with one
 * field the server refuses comes back with the message beside that field and
 * everything else still filled in; the corrected attempt is stored once.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formsAnsweredByServer, islandsHydrated, queryD1, useBrowser, visitModes } from './browser';

const { newPage } = useBrowser();

function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;
}

/** True while the island's code has not arrived: what the visitor does now happens before hydration. */
const notYetHydrated = (page: Page, island: string) =>
  page.evaluate(
    (name) => document.querySelector(`[data-island="${name}"]`)?.getAttribute('data-hydrated') !== 'true',
    island,
  );

/** Passes the browser's own email check (no dot needed) but not the server's. */
const addressWithoutDomain = 'someone@example';

async function valueOf(field: Locator): Promise<string> {
  return field.inputValue();
}

describe.each(visitModes)('contact form $name', (mode) => {
  const { context, visit } = mode;
  it('keeps every value beside the refused field, then stores the corrected message once', async () => {
    const page = await newPage('/#contact', context, visit);
    const byServer = formsAnsweredByServer(mode);
    const email = uniqueEmail('contact-modes');
    const form = page.locator('#contact form');
    await form.getByRole('textbox', { name: 'First Name', exact: true }).fill('Eilidh');
    await form.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Fraser');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('combobox', { name: 'Business Type' }).selectOption('boarding');
    // Spaces satisfy the browser's required check; the server trims them away.
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('   ');
    if (visit.delayIslandsMs) expect(await notYetHydrated(page, 'contact-form')).toBe(true);
    await form.getByRole('button', { name: 'Send Message' }).click();

    const messageError = page.locator('#contact-message-error');
    await expect.poll(() => messageError.textContent(), { timeout: 20_000 }).toBe('Message is required');
    const refreshed = page.locator('#contact form');
    expect(await refreshed.getByRole('textbox', { name: 'Message', exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await valueOf(refreshed.getByRole('textbox', { name: 'First Name', exact: true }))).toBe('Eilidh');
    expect(await valueOf(refreshed.getByRole('textbox', { name: 'Email', exact: true }))).toBe(email);
    expect(await valueOf(refreshed.getByRole('combobox', { name: 'Business Type' }))).toBe('boarding');
    if (byServer)
      expect(await page.locator('[data-form-notice="invalid"]').textContent()).toContain('Message Failed to Send');
    else await expect.poll(() => page.locator('#toast-root').textContent()).toContain('Message Failed to Send');
    expect(queryD1(`SELECT id FROM contact_submissions WHERE email = '${email}'`)).toEqual([]);

    await refreshed.getByRole('textbox', { name: 'Message', exact: true }).fill('Two dogs, one licence question.');
    await refreshed.getByRole('button', { name: 'Send Message' }).click();
    if (byServer) {
      await page.waitForURL(/\/\?contact=sent#contact$/);
      expect(await page.locator('[data-contact-outcome="sent"]').textContent()).toContain('Message Sent Successfully!');
    } else {
      await expect.poll(() => page.locator('#toast-root').textContent()).toContain('Message Sent Successfully!');
      expect(
        await valueOf(page.locator('#contact form').getByRole('textbox', { name: 'First Name', exact: true })),
      ).toBe('');
      expect(await page.locator('#contact-message-error').count()).toBe(0);
    }
    expect(
      queryD1(`SELECT first_name, business_type, message, status FROM contact_submissions WHERE email = '${email}'`),
    ).toEqual([
      { first_name: 'Eilidh', business_type: 'boarding', message: 'Two dogs, one licence question.', status: 'new' },
    ]);
    expect(page.errors).toEqual([]);
  });
});

describe.each(visitModes)('shop waiting list $name', (mode) => {
  const { name, context, visit } = mode;
  it('keeps the address beside its message, then adds it to the list once', async () => {
    const page = await newPage('/shop/digital', context, visit);
    const email = uniqueEmail('shop-modes');
    const byServer = formsAnsweredByServer(mode);
    let form: Locator;
    if (name === 'without JavaScript') {
      await page.getByRole('link', { name: 'Notify Me When Available' }).click();
      form = page.locator('#get-notified form');
    } else {
      if (visit.delayIslandsMs) expect(await notYetHydrated(page, 'shop-waitlist')).toBe(true);
      // Pressed at once: the dialog opens with no script (an invoker command).
      await page.getByRole('button', { name: 'Notify Me When Available' }).click();
      form = page.getByRole('dialog', { name: 'Get Notified' }).locator('form');
      expect(await form.isVisible()).toBe(true);
      // With scripts loaded as usual, the press that opened the dialog starts the island; a visitor types after it has run.
      if (!byServer) await islandsHydrated(page, 'shop-waitlist');
    }
    await form.getByRole('textbox', { name: 'Email Address' }).fill(addressWithoutDomain);
    await form.getByRole('button', { name: 'Notify Me', exact: true }).click();

    const field = (byServer ? page.locator('#get-notified form') : form).getByRole('textbox', {
      name: 'Email Address',
    });
    await expect.poll(() => field.getAttribute('aria-invalid'), { timeout: 20_000 }).toBe('true');
    expect(await valueOf(field)).toBe(addressWithoutDomain);
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Enter a valid email address');
    if (byServer) expect(await page.locator('[data-shop-intro]').getAttribute('data-shop-intro')).toBe('digital');

    await field.fill(email);
    await (byServer ? page.locator('#get-notified form') : form)
      .getByRole('button', { name: 'Notify Me', exact: true })
      .click();
    if (byServer) {
      await page.waitForURL(/\/shop\/digital\?notify=sent#get-notified$/);
      expect(await page.locator('[data-shop-outcome="sent"]').textContent()).toContain("You're all set!");
    } else {
      await expect.poll(() => page.getByRole('heading', { name: "You're all set!" }).isVisible()).toBe(true);
    }
    expect(queryD1(`SELECT status FROM shop_notifications WHERE email = '${email}'`)).toEqual([{ status: 'active' }]);
    expect(page.errors).toEqual([]);
  });
});

describe.each(visitModes)('recruitment questionnaire $name', (mode) => {
  const { context, visit } = mode;
  it('keeps every answer and ticked role beside the refused field, then stores the corrected application once', async () => {
    const page = await newPage('/recruitment', context, visit);
    const email = uniqueEmail('recruit-modes');
    const byServer = formsAnsweredByServer(mode);
    const form = () => page.locator('#application form');
    await form().getByRole('textbox', { name: 'First Name', exact: true }).fill('Rhiannon');
    await form().getByRole('textbox', { name: 'Last Name', exact: true }).fill('Jones');
    await form().getByRole('textbox', { name: 'Email Address', exact: true }).fill(addressWithoutDomain);
    await form().getByRole('checkbox', { name: 'Dog Walker' }).check();
    await form().getByRole('checkbox', { name: 'Trainer/Behaviourist' }).check();
    await form().getByRole('combobox', { name: 'Availability' }).selectOption('Weekends only');
    await form().getByRole('checkbox', { name: "I'm willing to relocate for the right role" }).check();
    await form()
      .getByRole('textbox', { name: 'Why do you want to work in pet care?' })
      .fill('I have walked dogs for a rescue for six years.');
    await form()
      .getByRole('checkbox', { name: /Keep my details in the Pawsperity Consulting talent pool/ })
      .check();
    if (visit.delayIslandsMs) expect(await notYetHydrated(page, 'recruitment-form')).toBe(true);
    await form().getByRole('button', { name: 'Submit Application' }).click();

    const emailField = form().getByRole('textbox', { name: 'Email Address', exact: true });
    await expect.poll(() => emailField.getAttribute('aria-invalid'), { timeout: 20_000 }).toBe('true');
    expect(await valueOf(emailField)).toBe(addressWithoutDomain);
    expect(await valueOf(form().getByRole('textbox', { name: 'First Name', exact: true }))).toBe('Rhiannon');
    expect(await form().getByRole('checkbox', { name: 'Dog Walker' }).isChecked()).toBe(true);
    expect(await form().getByRole('checkbox', { name: 'Trainer/Behaviourist' }).isChecked()).toBe(true);
    expect(await form().getByRole('checkbox', { name: 'Pet Groomer' }).isChecked()).toBe(false);
    // The visible choice is kept; its stable code is what the form sends.
    expect(
      await form()
        .getByRole('combobox', { name: 'Availability' })
        .evaluate((select) => (select as unknown as HTMLSelectElement).selectedOptions[0]?.textContent),
    ).toBe('Weekends only');
    expect(await form().getByRole('checkbox', { name: "I'm willing to relocate for the right role" }).isChecked()).toBe(
      true,
    );
    expect(
      await form()
        .getByRole('checkbox', { name: /Keep my details in the Pawsperity Consulting talent pool/ })
        .isChecked(),
    ).toBe(true);
    expect(await valueOf(form().getByRole('textbox', { name: 'Why do you want to work in pet care?' }))).toBe(
      'I have walked dogs for a rescue for six years.',
    );
    if (byServer)
      expect(await page.locator('[data-application-outcome="invalid"]').textContent()).toContain('Submission Failed');
    else await expect.poll(() => page.locator('#toast-root').textContent()).toContain('Submission Failed');

    await emailField.fill(email);
    await form().getByRole('button', { name: 'Submit Application' }).click();
    if (byServer) await page.waitForURL(/\/recruitment\?application=submitted#application$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Application Submitted!' }).isVisible()).toBe(true);
    const rows = queryD1<{
      interested_roles: string;
      availability: string;
      relocate_willing: number;
      motivation: string;
      consent_wording: string | null;
    }>(
      `SELECT interested_roles, availability, relocate_willing, motivation, consent_wording FROM recruitment_applications WHERE email = '${email}'`,
    );
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.interested_roles)).toEqual(['Dog Walker', 'Trainer/Behaviourist']);
    expect(rows[0]).toMatchObject({
      availability: 'weekends',
      relocate_willing: 1,
      motivation: 'I have walked dogs for a rescue for six years.',
    });
    expect(rows[0]?.consent_wording).toContain('talent pool');
    expect(page.errors).toEqual([]);
  });
});
