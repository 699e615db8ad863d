/**
 * The business details when D1 cannot give them: an email still goes and a page still renders, with the copy the
 * content store last kept, else the seeded details; the profiles and the FAQ's {phone} and {email} as shown.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { fetchPage } from '../../test/support/page-html';
import { request, unavailableDatabase } from '../../test/support/request';
import { seededDetails, socialProfiles, storedBusinessDetails, withDetails } from './business-details';

describe('the business details', () => {
  it('are the seeded ones while D1 has never answered, so an email about a booking can still say how to reach us', async () => {
    expect(await storedBusinessDetails(unavailableDatabase)).toEqual(seededDetails);
  });

  it('are the copy last kept when D1 stops answering', async () => {
    const stored = await storedBusinessDetails(env.DB);
    expect(stored.phoneDisplay).toBe('0306 999 0123');
    expect(await storedBusinessDetails(unavailableDatabase)).toBe(stored);
  });

  it('let a page render while D1 is down, its footer still giving the phone and email', async () => {
    const { html } = await fetchPage('/');
    expect(html).toContain('href="tel:+443069990123"');
    const down = await request('/privacy', {}, { DB: unavailableDatabase });
    expect(down.status).toBe(200);
    expect(down.headers.get('x-page-cache')).toBe('bypass');
    const footer = (await down.text()).split('<footer')[1] ?? '';
    expect(footer).toContain('href="tel:+443069990123"');
    expect(footer).toContain('href="mailto:hello@pawsperity.co.uk"');
  });

  it('list only the profiles that are set, in the footer order', () => {
    const details = {
      ...seededDetails,
      social: { linkedin: '', x: 'https://x.com/p', facebook: '', instagram: 'https://www.instagram.com/p' },
    };
    expect(socialProfiles(details).map((profile) => [profile.name, profile.href])).toEqual([
      ['X (Twitter)', 'https://x.com/p'],
      ['Instagram', 'https://www.instagram.com/p'],
    ]);
  });

  it('fill {phone} and {email} in an answer with the details as they are', () => {
    expect(withDetails('Email {email} or call {phone}.', { ...seededDetails, phoneDisplay: '0330 123 4567' })).toBe(
      'Email hello@pawsperity.co.uk or call 0330 123 4567.',
    );
  });
});
