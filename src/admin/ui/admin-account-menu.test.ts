/**
 * The back office header as the server writes it: the logo home to /admin, the sections menu in the owner's order,
 * and the account menu, a button with the person's whole name opening a popover (no script needed) that holds both
 * sign-out forms with their form token. Signing out itself: src/auth/admin-sign-in-links-and-sessions.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createOwner, formPostingTo, signedInBrowser, tagsNamed, unique } from '../../../test/support/admin';
import { pageText, textOf } from '../../../test/support/page-html';

const longName = ['Valentina-Alessandra', 'Montgomery-Fitzwilliam'] as const;

function header(html: string): string {
  return /<header\b[^>]*>([\s\S]*?)<\/header>/.exec(html)?.[1] ?? '';
}

function menuOf(html: string): string {
  return /<nav aria-label="Back office">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
}

describe('the back office header', () => {
  it("shows the site's logo linking to /admin, and the sections in the owner's order", async () => {
    const owner = await signedInBrowser();
    const top = header(await (await owner.get('/admin/inbox')).text());
    const home = tagsNamed(top, 'a')[0];
    expect(home?.href).toBe('/admin');
    expect(tagsNamed(top, 'img')[0]?.src).toBe('/images/logo.svg');
    const links = tagsNamed(menuOf(top), 'a').map((link) => link.href);
    expect(links).toEqual([
      '/admin',
      '/admin/inbox',
      '/admin/content',
      '/admin/learners',
      '/admin/payments',
      '/admin/events',
      '/admin/insights',
      '/admin/data-requests',
      '/admin/notifications',
      '/admin/availability',
      '/admin/calendar',
    ]);
    expect(pageText(menuOf(top))).toBe(
      'Today Inbox Content Learners Payments Events Insights Data requests Notifications Availability Calendar',
    );
    expect(pageText(menuOf(top))).not.toContain('Sign out');
  });

  it('names the person in full on the account button, whose popover holds who they are and both ways to sign out', async () => {
    const email = `${unique('long-name')}@example.co.uk`;
    const owner = await signedInBrowser(email, await createOwner(email, ...longName));
    const top = header(await (await owner.get('/admin/inbox')).text());
    const button = /<button[^>]*popovertarget="([^"]+)"[^>]*>([\s\S]*?)<\/button>/i.exec(top);
    expect(button).not.toBeNull();
    const [, target = '', label = ''] = button ?? [];
    expect(textOf(label)).toContain('Valentina-Alessandra Montgomery-Fitzwilliam');
    expect(textOf(label)).not.toContain('…');
    const popover = new RegExp(`<div[^>]*id="${target}"[^>]*popover="auto"[^>]*>([\\s\\S]*?)</div>\\s*</div>`).exec(
      top,
    );
    const inside = popover?.[1] ?? '';
    expect(textOf(inside)).toContain('Signed in as Valentina-Alessandra Montgomery-Fitzwilliam');
    expect(textOf(inside)).toContain('Owner');
    for (const action of ['/admin/sign-out', '/admin/sign-out-everywhere']) {
      expect(formPostingTo(inside, action), action).toBeDefined();
    }
    expect(
      tagsNamed(inside, 'input').filter((input) => input.name === 'csrf' && input.value === owner.csrf),
    ).toHaveLength(2);
    expect(pageText(inside)).toContain('Sign out everywhere');
  });

  it('offers an editor Content and their account menu, nothing else', async () => {
    const editor = await signedInBrowser(`${unique('editor')}@example.co.uk`, undefined, 'editor');
    const top = header(await (await editor.get('/admin/content')).text());
    expect(pageText(menuOf(top))).toBe('Content');
    expect(textOf(top)).toContain('Signed in as Olivia Owner');
    expect(textOf(top)).toContain('Editor');
    expect(formPostingTo(top, '/admin/sign-out')).toBeDefined();
  });
});
