/**
 * The pages the early-bird list's emails link to: opening one changes nothing and shows one button; pressing it
 * confirms (or unsubscribes) once, and again changes nothing; the pages are private; a wrong or tampered link is a
 * 404 that names no address, and another site cannot press the button.
 */
import { describe, expect, it } from 'vitest';
import { decodeHtml, pageText } from '../../../test/support/page-html';
import { postForm, request, visitorAddress } from '../../../test/support/request';
import {
  composed,
  earlyBirdStatus,
  publishEvent,
  storeEarlyBirdSignUp,
} from '../../../test/support/retreat-email-fixtures';

/** The button pressed, by a visitor of their own (the rate limit counts per client). */
const press = (path: string, headers: Record<string, string> = {}) =>
  postForm(path, {}, { 'cf-connecting-ip': visitorAddress(), ...headers });

/** The link an email about this sign-up carries, as a path on the site. */
async function linkIn(id: string, message: string): Promise<string> {
  const text = (await composed('early-bird-list', id, message, new Date()))?.text ?? '';
  const path = /https:\/\/www\.pawsperity\.co\.uk(\/retreats\/early-bird\/\S+)/.exec(text)?.[1];
  if (!path) throw new Error(`no early-bird link in: ${text}`);
  return path;
}

async function page(path: string) {
  const response = await request(path);
  return { response, html: decodeHtml(await response.text()) };
}

/** The label of the button of the page's form that posts back to `path`, if there is one. */
function buttonPostingTo(html: string, path: string): string | undefined {
  const form = [...html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)].find(
    ([, attributes = '']) => attributes.includes(`action="${path}"`) && attributes.includes('method="post"'),
  );
  return form?.[2] ? /<button type="submit"[^>]*>([^<]+)<\/button>/.exec(form[2])?.[1] : undefined;
}

function expectPrivate(response: Response) {
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
}

describe('the confirm page', () => {
  it('shows one button and changes nothing until it is pressed; pressing it confirms once', async () => {
    const id = await storeEarlyBirdSignUp('unconfirmed');
    const path = await linkIn(id, 'confirm');
    const opened = await page(path);
    expect(opened.response.status).toBe(200);
    expectPrivate(opened.response);
    expect(buttonPostingTo(opened.html, path)).toBe('Confirm my address');
    expect((await earlyBirdStatus(id))?.status).toBe('unconfirmed');

    const pressed = await press(path);
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(path);
    const confirmed = await earlyBirdStatus(id);
    expect(confirmed?.status).toBe('confirmed');
    expect(confirmed?.confirmed_at).toBeGreaterThan(0);

    const after = await page(path);
    expect(pageText(after.html)).toContain('Your address is confirmed');
    expect(buttonPostingTo(after.html, path)).toBeUndefined();
    // Pressed again (a second tab, a reload): nothing changes.
    expect((await press(path)).status).toBe(303);
    expect(await earlyBirdStatus(id)).toEqual(confirmed);
  });

  it('does not put back an address that unsubscribed', async () => {
    const id = await storeEarlyBirdSignUp('unconfirmed');
    const confirm = await linkIn(id, 'confirm');
    await press(confirm);
    const slug = await publishEvent();
    const unsubscribe = await linkIn(id, `announce:${slug}`);
    await press(unsubscribe);
    await press(confirm);
    expect((await earlyBirdStatus(id))?.status).toBe('unsubscribed');
    expect(pageText((await page(confirm)).html)).toContain('This address has unsubscribed');
  });
});

describe('the unsubscribe page', () => {
  it('shows one button; pressing it takes the address off the list, once, and no announcement goes to it after', async () => {
    const id = await storeEarlyBirdSignUp('confirmed');
    const slug = await publishEvent();
    const path = await linkIn(id, `announce:${slug}`);
    const opened = await page(path);
    expect(opened.response.status).toBe(200);
    expectPrivate(opened.response);
    expect(buttonPostingTo(opened.html, path)).toBe('Unsubscribe');
    expect((await earlyBirdStatus(id))?.status).toBe('confirmed');

    expect((await press(path)).status).toBe(303);
    expect((await earlyBirdStatus(id))?.status).toBe('unsubscribed');
    expect(pageText((await page(path)).html)).toContain('You have unsubscribed');
    expect((await press(path)).status).toBe(303);
    expect((await earlyBirdStatus(id))?.status).toBe('unsubscribed');
    expect(await composed('early-bird-list', id, `announce:${slug}`, new Date())).toBeNull();
  });
});

describe('a link that is not one of ours', () => {
  it('is a private 404 naming no address, whether its token is wrong, borrowed from the other link, or its sign-up gone', async () => {
    const email = `kept.private-${crypto.randomUUID()}@example.co.uk`;
    const id = await storeEarlyBirdSignUp('unconfirmed', email);
    const confirm = await linkIn(id, 'confirm');
    const token = confirm.split('.').at(-1) ?? '';
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [
      confirm.replace(token, tampered),
      // The confirm token does not unsubscribe.
      confirm.replace('/confirm/', '/unsubscribe/'),
      `/retreats/early-bird/confirm/${crypto.randomUUID()}.${token}`,
      '/retreats/early-bird/confirm/not-a-link',
    ]) {
      const opened = await page(path);
      expect(opened.response.status, path).toBe(404);
      expectPrivate(opened.response);
      expect(opened.html).not.toContain(email);
      expect(pageText(opened.html)).toContain('This early-bird list link is not one we know.');
      expect((await press(path)).status, path).toBe(404);
    }
    expect((await earlyBirdStatus(id))?.status).toBe('unconfirmed');
  });

  it("cannot be pressed from another site's page", async () => {
    const id = await storeEarlyBirdSignUp('unconfirmed');
    const path = await linkIn(id, 'confirm');
    const forged = await press(path, { origin: 'https://attacker.example' });
    expect(forged.status).toBe(403);
    expect((await earlyBirdStatus(id))?.status).toBe('unconfirmed');
  });
});
