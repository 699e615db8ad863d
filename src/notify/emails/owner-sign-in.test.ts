import { describe, expect, it } from 'vitest';
import { composeSignInEmail, signInLinkUrl } from './owner-sign-in';

describe('the sign-in email', () => {
  const link = signInLinkUrl('http://localhost:8787', 'abc_DEF-123');

  it('links to the confirmation page with the token', () => {
    expect(link).toBe('http://localhost:8787/admin/sign-in/confirm?token=abc_DEF-123');
  });

  it('goes from the back office to the owner, the link on a line of its own in the text and behind a button in the HTML', () => {
    const email = composeSignInEmail('owner@example.co.uk', link);
    expect(email.from).toEqual({ name: 'Pawsperity Consulting', email: 'no-reply@pawsperity.co.uk' });
    expect(email.to).toBe('owner@example.co.uk');
    expect(email.replyTo).toBeUndefined();
    expect(email.subject).toBe('Your sign-in link for the Pawsperity Consulting back office');
    expect(email.text.split('\n')).toContain(link);
    expect(email.text).toContain('within 15 minutes');
    expect(email.html).toContain(`href="${link}"`);
    expect(email.html).toContain('within 15 minutes');
    expect(email.attachments).toBeUndefined();
  });
});
