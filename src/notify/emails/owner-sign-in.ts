/**
 * The back office's sign-in link: its own row each time an owner asks for one
 * (item the owner's account, message `sign-in:<random>`), the link minted when
 * the email is composed (only its hash stored, 15 minutes, single use), sent
 * through ADMIN_EMAIL. An owner's address is verified, so the recipient limit
 * never holds it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { createSignInLink } from '../../auth/sign-in-links';
import { findActiveUserById } from '../../auth/users';
import { siteConfig } from '../../content/site-config';
import { ITEM_KIND } from '../../db/item-kinds';
import { notificationOutbox } from '../../db/schema/notifications';
import { users } from '../../db/schema/back-office';
import type { OutgoingMessage } from '../deliver';
import { emailAboutItem, itemGoneFrom } from '../email-kind';
import { escapeHtml, htmlButton, htmlDocument } from '../html';

/** The address of the confirmation page a sign-in link opens. */
export function signInLinkUrl(origin: string, token: string): string {
  return `${origin}/admin/sign-in/confirm?token=${encodeURIComponent(token)}`;
}

/** The sign-in email: the link on a line of its own in the text, a button in the HTML, and when it stops working. */
export function composeSignInEmail(to: string, link: string): OutgoingMessage {
  const subject = `Your sign-in link for the ${siteConfig.name} back office`;
  const minutes = siteConfig.admin.signInLinkMinutes;
  const asked = `Someone (hopefully you) asked to sign in to the ${siteConfig.name} back office.`;
  const works = `Open this link and press Sign in. It works once, within ${minutes} minutes:`;
  const ignore = 'If you did not ask for it, ignore this email: nobody can sign in without the link.';
  const text = ['Hello,', '', asked, works, '', link, '', ignore].join('\n');
  const html = htmlDocument(
    subject,
    [
      '<p>Hello,</p>',
      `<p>${escapeHtml(asked)}<br>${escapeHtml(works)}</p>`,
      htmlButton(link, 'Open the sign-in link'),
      `<p style="word-break:break-all;color:#52606d">${escapeHtml(link)}</p>`,
      `<p style="color:#52606d">${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  );
  return { from: { name: siteConfig.name, email: siteConfig.admin.signInEmailFrom }, to, subject, text, html };
}

export const ownerSignInEmail = emailAboutItem(ITEM_KIND.owner, {
  name: 'owner-sign-in',
  to: 'owner',
  sender: 'ADMIN_EMAIL',
  // Nothing for an account switched off (or gone) since the link was asked for.
  compose: async (row, { db, origin, now }) => {
    const user = await findActiveUserById(db, row.itemId);
    if (!user) return null;
    const token = await createSignInLink(db, user.id, now.getTime());
    return composeSignInEmail(user.email, signInLinkUrl(origin, token));
  },
  describe: 'Back office sign-in link',
  erasure: (person) =>
    person.userIds
      ? (and(eq(notificationOutbox.itemKind, ITEM_KIND.owner), inArray(notificationOutbox.itemId, person.userIds)) ??
        null)
      : null,
  expired: () => itemGoneFrom(ITEM_KIND.owner, { table: users, id: users.id }),
});
