/**
 * The account menu in the site header (issue 33) through the whole Worker: what a signed-in learner's menu offers by
 * their access (Team for an employer, Manage subscription with a paid subscription), signing out from it, a visitor's
 * header without it, and a signed-in page never kept in the page cache where a visitor could be handed it.
 */
import { describe, expect, it } from 'vitest';
import { responseIsStorable } from '../render/page-cache/policy';
import { send } from '../../test/support/admin';
import { createLearner, getAsLearner, inAYear, signedInLearner, signInLearner } from '../../test/support/learner';
import { emptyPageCacheForEachTest } from '../../test/support/page-cache-each-test';
import { decodeHtml, textOf } from '../../test/support/page-html';
import { request } from '../../test/support/request';

emptyPageCacheForEachTest();

/** The account menu's popover (wide screens). */
const accountPopover = (html: string) => /<div[^>]*id="menu-account"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';

/** The account part of the small screens' drawer. */
const drawerAccount = (html: string) =>
  /<section[^>]*data-drawer-account[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';

/** The menu items' texts, in order. */
const menuItems = (menu: string) =>
  [...menu.matchAll(/<(a|button)\b[^>]*role="menuitem"[^>]*>([\s\S]*?)<\/\1>/g)].map((match) => textOf(match[2] ?? ''));

/** The links' texts and addresses (the drawer's and the menu's alike). */
const links = (fragment: string) =>
  [...fragment.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((match) => [
    textOf(match[2] ?? ''),
    decodeHtml(match[1] ?? ''),
  ]);

/** The site header island's props, as its marker carries them to the browser. */
const headerProps = (html: string) =>
  JSON.parse(decodeHtml(/data-island="site-header"[^>]*data-props="([^"]*)"/.exec(html)?.[1] ?? 'null'));

async function pageAs(learner: { cookie: string }, path: string) {
  const response = await getAsLearner(learner, path);
  return { response, html: await response.text() };
}

describe('the account menu of a signed-in learner', () => {
  it('offers an employer My training, Team, Manage subscription and Sign out, under a button named with their first name', async () => {
    const learner = await signedInLearner({
      firstName: 'Nia',
      status: 'active',
      tier: 'employer',
      expiry: inAYear(),
      stripeCustomerId: 'cus_test_nia',
    });
    const { html } = await pageAs(learner, '/training');
    expect(html).toMatch(/<button[^>]*popovertarget="menu-account"[^>]*aria-label="Your account, Nia"/i);
    const menu = accountPopover(html);
    expect(html).toMatch(/id="menu-account"[^>]*role="menu"[^>]*aria-label="Your account"/);
    expect(menuItems(menu)).toEqual(['My training', 'Team', 'Manage subscription', 'Sign out']);
    expect(links(menu)).toEqual([
      ['My training', '/training/me'],
      ['Team', '/training/team'],
      ['Manage subscription', '/training/subscription/manage'],
    ]);
    expect(menu).toMatch(/<form[^>]*action="\/training\/sign-out"[^>]*method="post"/);
    expect(menu).toContain(`name="csrf" value="${learner.csrf}"`);
    // The drawer on small screens lists the same.
    const drawer = drawerAccount(html);
    expect(textOf(drawer)).toContain('Your account, Nia');
    expect(links(drawer)).toEqual(links(menu));
    expect(drawer).toContain(`name="csrf" value="${learner.csrf}"`);
    expect(textOf(drawer)).toContain('Sign out');
  });

  it('offers an employee no Team; Manage subscription only with a paid subscription', async () => {
    const employee = await signedInLearner({
      firstName: 'Sam',
      status: 'active',
      tier: 'employee',
      expiry: inAYear(),
      stripeCustomerId: 'cus_test_sam',
    });
    const demo = await signedInLearner({ firstName: 'Dee' });
    // Access the owner granted by hand has nothing at Stripe to manage.
    const granted = await signedInLearner({ firstName: 'Gus', status: 'active', tier: 'employee', expiry: inAYear() });
    expect(menuItems(accountPopover((await pageAs(granted, '/training/me')).html))).toEqual([
      'My training',
      'Sign out',
    ]);
    const employer = await createLearner({ status: 'active', tier: 'employer', expiry: inAYear() });
    const member = await signedInLearner({ firstName: 'Jo', employerId: employer.id });
    expect(menuItems(accountPopover((await pageAs(employee, '/training/me')).html))).toEqual([
      'My training',
      'Manage subscription',
      'Sign out',
    ]);
    expect(menuItems(accountPopover((await pageAs(demo, '/training')).html))).toEqual(['My training', 'Sign out']);
    // A member of an employer's team reads as an employee, on the employer's subscription: nothing of theirs to manage.
    const memberPage = (await pageAs(member, '/training/me')).html;
    expect(memberPage).toContain('data-access-level="employee"');
    expect(menuItems(accountPopover(memberPage))).toEqual(['My training', 'Sign out']);
  });

  it('marks My training as the current page on /training/me', async () => {
    const learner = await signedInLearner();
    const menu = accountPopover((await pageAs(learner, '/training/me')).html);
    expect(menu).toMatch(/href="\/training\/me"[^>]*aria-current="page"/);
  });

  it('signs out from the header: its form posts the session token, and the session is gone', async () => {
    const learner = await signedInLearner();
    const menu = accountPopover((await pageAs(learner, '/training')).html);
    const action = /<form[^>]*action="([^"]*)"/.exec(menu)?.[1] ?? '';
    const fields = Object.fromEntries(
      [...menu.matchAll(/<input[^>]*name="([^"]*)"[^>]*value="([^"]*)"/g)].map((match) => [
        match[1] ?? '',
        decodeHtml(match[2] ?? ''),
      ]),
    );
    const out = await send(action, { cookie: learner.cookie, form: fields });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/training/sign-in?notice=signed-out');
    expect((await getAsLearner(learner, '/training/me')).status).toBe(303);
    const after = await (await getAsLearner(learner, '/training')).text();
    expect(after).not.toContain('menu-account');
  });
});

describe("a visitor's header", () => {
  it('has no account menu, and its props are only the path, as before', async () => {
    for (const path of ['/training', '/training/sign-in', '/']) {
      const html = await (await request(path)).text();
      expect(html).not.toContain('menu-account');
      expect(html).not.toContain('data-drawer-account');
      expect(html).not.toContain('/training/sign-out');
      expect(headerProps(html)).toEqual({ path });
    }
  });

  it('carries no account when the learner cookie is not a live session', async () => {
    const html = await (await send('/training', { cookie: '__Host-learner_session=not-a-session' })).text();
    expect(html).not.toContain('menu-account');
  });
});

describe('the page cache and a signed-in page', () => {
  it('never stores a page rendered for a learner: a visitor after them gets a fresh page with no account menu', async () => {
    const learner = await createLearner({ firstName: 'Nia', status: 'active', tier: 'employer', expiry: inAYear() });
    const session = await signInLearner(learner.id);
    const signedIn = await getAsLearner(session, '/training');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('x-page-cache')).toBe('bypass');
    // The answer itself says it must not be kept, whatever the cache's rule about cookies decided.
    expect(responseIsStorable(signedIn.clone())).toBe(false);
    expect(await signedIn.text()).toContain('Your account, Nia');

    const first = await request('/training');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const firstHtml = await first.text();
    const second = await request('/training');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    const secondHtml = await second.text();
    for (const html of [firstHtml, secondHtml]) {
      expect(html).not.toContain('Nia');
      expect(html).not.toContain('menu-account');
      expect(html).not.toContain(session.csrf);
    }

    // And the learner, coming back, is never handed the visitors' stored copy.
    const again = await getAsLearner(session, '/training');
    expect(again.headers.get('x-page-cache')).toBe('bypass');
    expect(await again.text()).toContain('Your account, Nia');
  });
});
