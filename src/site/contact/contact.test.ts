import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyTables, postForm, postFormWhileD1IsDown, postJson, request } from '../../../test/support/request';
import { acceptedButNotStored, pageAgainAsInvalid, storedOnce } from '../../../test/support/forms-answers';
import { redirectedButNotStored } from '../../../test/support/site-plain-posts';

interface StoredSubmission {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  business_type: string | null;
  message: string;
  status: string;
  created_at: number;
}

const contact = {
  firstName: 'Morag',
  lastName: 'Campbell',
  email: 'morag@example.co.uk',
  businessType: 'boarding',
  message: 'We have a 12-kennel boarding licence near Stirling and want to add day care in the barn next door.',
};

async function stored(): Promise<StoredSubmission[]> {
  const { results } = await env.DB.prepare(
    'SELECT * FROM contact_submissions ORDER BY created_at',
  ).all<StoredSubmission>();
  return results;
}

beforeEach(() => emptyTables('contact_submissions'));

describe('POST /api/contact-submissions (JSON)', () => {
  it('stores the message as new, with the id and time set by the server, and answers 201', async () => {
    const before = Date.now();
    const row = await storedOnce(await postJson('/api/contact-submissions', { ...contact, website: '' }), stored);
    expect(row).toMatchObject({
      first_name: 'Morag',
      last_name: 'Campbell',
      email: 'morag@example.co.uk',
      business_type: 'boarding',
      message: contact.message,
      status: 'new',
    });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.created_at).toBeGreaterThanOrEqual(before - 1000);
    expect(row.created_at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses an id, status or time set by the client', async () => {
    const response = await postJson('/api/contact-submissions', {
      ...contact,
      id: 'chosen',
      status: 'replied',
      createdAt: 0,
    });
    expect(response.status).toBe(400);
    expect(await stored()).toHaveLength(0);
  });

  it('accepts a message without a business type and stores none', async () => {
    const { businessType: _unused, ...withoutType } = contact;
    expect((await postJson('/api/contact-submissions', withoutType)).status).toBe(201);
    expect((await stored())[0]?.business_type).toBeNull();
  });

  it('answers 400 in the error shape with fields.email for an invalid email, and stores nothing', async () => {
    const response = await postJson('/api/contact-submissions', { ...contact, email: 'morag-at-example' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { code: string; message: string; fields: Record<string, string> };
    };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toBeTruthy();
    expect(body.error.fields.email).toBe('Enter a valid email address');
    expect(await stored()).toHaveLength(0);
  });

  it('answers 400 naming each missing required field', async () => {
    const response = await postJson('/api/contact-submissions', { firstName: ' ', email: contact.email });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields).sort()).toEqual(['firstName', 'lastName', 'message']);
  });

  it('refuses a business type that is not one of the five', async () => {
    const response = await postJson('/api/contact-submissions', { ...contact, businessType: 'cattery' });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields.businessType).toBeTruthy();
  });

  it('answers a filled honeypot with the usual 201 and stores nothing', async () => {
    const response = await postJson('/api/contact-submissions', { ...contact, website: 'https://spam.example' });
    await acceptedButNotStored(response, stored);
  });
});

describe('POST /api/contact-submissions (form without JavaScript)', () => {
  it('stores the message and sends the visitor back to the contact section with 303', async () => {
    const response = await postForm('/api/contact-submissions', { ...contact, website: '' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/?contact=sent#contact');
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ first_name: 'Morag', email: 'morag@example.co.uk', status: 'new' });
  });

  it('answers invalid input with the home page again: every value kept, the message beside its field, nothing stored', async () => {
    const response = await postForm('/api/contact-submissions', {
      ...contact,
      email: 'not-an-email',
      message: 'Line one\nLine <two> & "three"',
    });
    const html = await pageAgainAsInvalid(response);
    expect(html).toMatch(
      /<input(?=[^>]*id="contact-email")(?=[^>]*value="not-an-email")(?=[^>]*aria-invalid="true")(?=[^>]*aria-describedby="contact-email-error")[^>]*>/,
    );
    expect(html).toMatch(/<p id="contact-email-error"[^>]*>Enter a valid email address<\/p>/);
    expect(html).toMatch(/<input(?=[^>]*id="contact-firstName")(?=[^>]*value="Morag")[^>]*>/);
    expect(html).toContain('Line one\nLine &lt;two&gt; &amp; &quot;three&quot;</textarea>');
    expect(html).toMatch(/<option value="boarding" selected="">/);
    // The fields that were fine carry no message.
    expect(html).not.toContain('contact-firstName-error');
    expect(await stored()).toHaveLength(0);
  });

  it('answers a storage failure with the page again, values kept and what to do, and 503 with Retry-After', async () => {
    const response = await postFormWhileD1IsDown('/api/contact-submissions', contact);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
    const html = await response.text();
    expect(html).toContain('data-form-notice="failed"');
    expect(html).toContain('please send it again in a moment');
    expect(html).toMatch(/<input(?=[^>]*id="contact-email")(?=[^>]*value="morag@example.co.uk")[^>]*>/);
  });

  it('treats a filled honeypot as sent but stores nothing', async () => {
    const response = await postForm('/api/contact-submissions', { ...contact, website: 'spam' });
    await redirectedButNotStored(response, '/?contact=sent#contact', stored);
  });

  it('shows the outcome notice on the home page it redirects to', async () => {
    const sent = await (await request('/?contact=sent')).text();
    expect(sent).toContain('data-contact-outcome="sent"');
    expect(sent).toContain('Message Sent Successfully!');
    const plain = await (await request('/')).text();
    expect(plain).not.toContain('data-contact-outcome');
  });

  it('refuses a form posted from another site', async () => {
    const response = await request('/api/contact-submissions', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: new URLSearchParams(contact).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(403);
    expect(await stored()).toHaveLength(0);
  });
});
