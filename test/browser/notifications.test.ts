/**
 * Notifications on the real local stack: a message sent with the contact form
 * (JavaScript off) goes through `wrangler dev`'s queue to its send_email
 * binding and lands as an .eml file, which reads as the owner's mail client
 * would show it; the owner's notifications page in the back office passes axe.
 */
import { describe, expect, it } from 'vitest';
import { emlFiles, readIfThere } from '../support/local-mail';
import { parseMime, partOfType } from '../support/mime-reader';
import { ownerAddLink, signIn } from './back-office';
import { axeViolations, baseUrl, queryD1, useBrowser } from './browser';

const { newPage } = useBrowser();

describe('notifications under wrangler dev', () => {
  it('a contact message sent without JavaScript reaches the business as an .eml file with Reply-To, subject, fields and the link', async () => {
    const lastName = `Notify${Date.now()}`;
    const email = `${lastName.toLowerCase()}@example.co.uk`;
    const page = await newPage('/#contact', { javaScriptEnabled: false });
    const form = page.locator('#contact form');
    await form.getByRole('textbox', { name: 'First Name', exact: true }).fill('Isla');
    await form.getByRole('textbox', { name: 'Last Name', exact: true }).fill(lastName);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('combobox', { name: 'Business Type' }).selectOption('boarding');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Twelve kennels & a <barn>: can we add day care?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/\?contact=sent#contact$/);

    let raw = '';
    await expect
      .poll(
        () => {
          raw =
            emlFiles()
              .map(readIfThere)
              .find((text) => text.includes(`Subject: New contact message: Isla ${lastName}`)) ?? '';
          return raw !== '';
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const message = parseMime(raw);
    expect(message.decodedHeader('to')).toBe('<hello@pawsperity.co.uk>');
    expect(message.decodedHeader('reply-to')).toBe(`Isla ${lastName} <${email}>`);
    const [item] = queryD1<{ id: string }>(`SELECT id FROM contact_submissions WHERE email = '${email}'`);
    const text = partOfType(message, 'text/plain')?.text ?? '';
    expect(text).toContain('Twelve kennels & a <barn>: can we add day care?');
    expect(text).toContain('Business type: Pet Boarding');
    // The link opens this server's own back office, not production's.
    expect(text).toContain(`${baseUrl()}/admin/items/contact/${item?.id}`);
    expect(partOfType(message, 'text/html')?.text).toContain('Twelve kennels &amp; a &lt;barn&gt;');
    expect(queryD1(`SELECT status, attempts FROM notification_outbox WHERE item_id = '${item?.id}'`)).toEqual([{ status: 'sent', attempts: 1 }]);
    expect(page.errors).toEqual([]);
  });

  it('the owner reads the notifications page (no failures yet) and it passes axe', async () => {
    const link = ownerAddLink(`nora-${Date.now()}@example.co.uk`, 'Nora');
    const page = await newPage('/admin/sign-in');
    await signIn(page, link);
    await page.getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL(`${baseUrl()}/admin/notifications`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Notifications');
    expect(await page.locator('[data-outbox-failed="none"]').innerText()).toContain('every notification has been sent or is on its way');
    expect(await axeViolations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
  }, 150_000);
});
