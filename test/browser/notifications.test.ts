/**
 * Notifications on the real local stack: a message sent with the contact form
 * (JavaScript off) goes through `wrangler dev`'s queue to its send_email
 * binding (Email Service's send(), simulated) and reads as the owner's mail
 * client would show it; the owner's notifications page in the back office
 * passes axe.
 */
import { describe, expect, it } from 'vitest';
import { waitForEmail } from '../support/local-mail';
import { ownerAddLink, signIn } from './back-office';
import { axeViolations, baseUrl, queryD1, useBrowser } from './browser';

const { newPage } = useBrowser();

describe('notifications under wrangler dev', () => {
  it('a contact message sent without JavaScript reaches the business with Reply-To, subject, fields and the link', async () => {
    const lastName = `Notify${Date.now()}`;
    const email = `${lastName.toLowerCase()}@example.co.uk`;
    const since = Date.now();
    const page = await newPage('/#contact', { javaScriptEnabled: false });
    const form = page.locator('#contact form');
    await form.getByRole('textbox', { name: 'First Name', exact: true }).fill('Isla');
    await form.getByRole('textbox', { name: 'Last Name', exact: true }).fill(lastName);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('combobox', { name: 'Business Type' }).selectOption('boarding');
    await form
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Twelve kennels & a <barn>: can we add day care?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/\?contact=sent#contact$/);

    const message = await waitForEmail((sent) => sent.subject === `New contact message: Isla ${lastName}`, {
      since,
      origin: baseUrl(),
      timeoutMs: 20_000,
    });
    expect(message.from).toBe('Pawsperity Consulting website <notifications@pawsperity.co.uk>');
    expect(message.to).toEqual(['hello@pawsperity.co.uk']);
    expect(message.replyTo).toBe(`Isla ${lastName} <${email}>`);
    const [item] = queryD1<{ id: string }>(`SELECT id FROM contact_submissions WHERE email = '${email}'`);
    expect(message.text).toContain('Twelve kennels & a <barn>: can we add day care?');
    expect(message.text).toContain('Business type: Pet Boarding');
    // The link opens this server's own back office, not production's.
    expect(message.text).toContain(`${baseUrl()}/admin/items/contact/${item?.id}`);
    expect(message.html).toContain('Twelve kennels &amp; a &lt;barn&gt;');
    expect(message.attachments).toEqual([]);
    expect(queryD1(`SELECT status, attempts FROM notification_outbox WHERE item_id = '${item?.id}'`)).toEqual([
      { status: 'sent', attempts: 1 },
    ]);
    expect(page.errors).toEqual([]);
  });

  it('the owner reads the notifications page (no failures yet) and it passes axe', async () => {
    const link = ownerAddLink(`nora-${Date.now()}@example.co.uk`, 'Nora');
    const page = await newPage('/admin/sign-in');
    await signIn(page, link);
    await page.getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL(`${baseUrl()}/admin/notifications`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Notifications');
    expect(await page.locator('[data-outbox-failed="none"]').innerText()).toContain(
      'every notification has been sent or is on its way',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
  }, 150_000);
});
