import { describe, expect, it } from 'vitest';
import { composeSignInEmail, signInLinkUrl } from './sign-in-email';

describe('the sign-in email', () => {
  const link = signInLinkUrl('http://localhost:8787', 'abc_DEF-123');

  it('links to the confirmation page with the token', () => {
    expect(link).toBe('http://localhost:8787/admin/sign-in/confirm?token=abc_DEF-123');
  });

  it('is a plain-text MIME message to the user with a Message-ID, the link on its own line, and CRLF line endings', () => {
    const email = composeSignInEmail('owner@example.co.uk', link, new Date('2026-03-05T09:30:00Z'));
    expect(email.from).toBe('no-reply@pawsperity.co.uk');
    expect(email.to).toBe('owner@example.co.uk');
    const blank = email.raw.indexOf('\r\n\r\n');
    const head = email.raw.slice(0, blank);
    const body = email.raw.slice(blank + 4);
    const headers = head.split('\r\n');
    expect(headers).toEqual(
      expect.arrayContaining([
        'From: Pawsperity Consulting <no-reply@pawsperity.co.uk>',
        'To: <owner@example.co.uk>',
        'Subject: Your sign-in link for the Pawsperity Consulting back office',
        'Date: Thu, 05 Mar 2026 09:30:00 +0000',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
      ]),
    );
    expect(headers.find((header) => header.startsWith('Message-ID: '))).toMatch(/^Message-ID: <[0-9a-f-]{36}@pawsperity\.co\.uk>$/);
    expect(body.split('\r\n')).toContain(link);
    expect(body).toContain('within 15 minutes');
    expect(email.raw).not.toMatch(/[^\r]\n/);
    expect(/^[\x20-\x7e\r\n]*$/.test(email.raw)).toBe(true);
  });
});
