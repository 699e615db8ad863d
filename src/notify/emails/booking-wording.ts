/**
 * The emails about a booking besides the owner's first notification: to the
 * visitor (the booking, a move, the owner's confirmation, a cancellation, the
 * reminder) and to the owner (the visitor moved or cancelled). Composed from
 * the booking row when sent, with a private link minted for this email. The
 * visitor's carry only what the booking needs: when, what, the estimate and
 * the link.
 */
import type { BookedPackages } from '../../content/booked-packages';
import { ITEM_KIND } from '../../db/item-kinds';
import { freeConsultationExplained } from '../../content/faq';
import type { BusinessDetails } from '../../content/business-details';
import { siteConfig } from '../../content/site-config';
import type { consultationBookings } from '../../db/schema/submissions';
import { bookingInvitation, INVITATION_FILENAME } from '../../submissions/consultation-booking/booking-invitation';
import { ukDay, ukSlot } from '../../lib/london-time';
import { bookedServices } from '../../submissions/format';
import type { BookingMessage } from '../booking-messages';
import type { OutgoingMessage } from '../deliver';
import { escapeHtml, htmlButton, htmlDocument, htmlLines } from '../html';
import { adminItemUrl } from '../lead-items';
import { websiteSender } from './owner-email';

export type BookingRow = typeof consultationBookings.$inferSelect;

/** A paragraph, a list, or the button to the booking page: written once, sent as text and as HTML. */
type Block = { paragraph: string } | { list: string[] } | { button: { href: string; label: string } };

function message(
  to: OutgoingMessage['to'],
  subject: string,
  heading: string,
  blocks: Block[],
  attachments: OutgoingMessage['attachments'] = [],
) {
  const text = [
    heading,
    '',
    ...blocks.flatMap((block) => {
      if ('paragraph' in block) return [block.paragraph, ''];
      if ('list' in block) return [...block.list.map((entry) => `  - ${entry}`), ''];
      return [`${block.button.label}: ${block.button.href}`, ''];
    }),
  ]
    .join('\n')
    .trimEnd();
  const html = htmlDocument(
    subject,
    [
      `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(heading)}</h1>`,
      ...blocks.map((block) => {
        if ('paragraph' in block) return `<p>${htmlLines(block.paragraph)}</p>`;
        if ('list' in block)
          return `<ul style="padding-left:18px">${block.list.map((entry) => `<li>${escapeHtml(entry)}</li>`).join('')}</ul>`;
        return htmlButton(block.button.href, block.button.label);
      }),
    ].join('\n'),
  );
  return { to, subject, text, html, attachments };
}

/** The slot in words ("Tuesday 1 December 2026 at 9:00am (UK time)"), the day alone, or null for a request without one. */
function slotInWords(row: Pick<BookingRow, 'preferredDate' | 'preferredTime'>): string | null {
  if (row.preferredDate && row.preferredTime) return ukSlot(row.preferredDate, row.preferredTime);
  return row.preferredDate ? `${ukDay(row.preferredDate)} (no time chosen yet)` : null;
}

const cutoffHours = siteConfig.bookings.changeCutoffHours;
const reachUsBy = (details: BusinessDetails) => `call ${details.phoneDisplay} or email ${details.email}`;

function whatWasBooked(row: BookingRow, packages: BookedPackages): Block[] {
  return [
    { paragraph: 'What you asked us about:' },
    { list: bookedServices(row.services, packages, row.createdAt) },
    ...(row.estimatedCost
      ? [
          {
            paragraph: `Estimate for the packages you chose: ${row.estimatedCost}. The consultation itself is free, and final pricing is set during it.`,
          },
        ]
      : []),
  ];
}

const fromBusiness = { name: siteConfig.name, email: siteConfig.notifications.from };

/**
 * The visitor's email for one of the booking's messages, with the booking
 * page at `pageUrl`; null when there is nothing to say any more (a reminder
 * for a slot the booking no longer holds, or a booking cancelled before its
 * confirmation went). `details`: the business details as stored when it is
 * sent, for how to reach us and where a reply goes.
 */
export function composeVisitorBookingEmail(
  row: BookingRow,
  about: BookingMessage,
  pageUrl: string,
  now: Date,
  { packages, details }: { packages: BookedPackages; details: BusinessDetails },
): OutgoingMessage | null {
  const reachUs = reachUsBy(details);
  const name = row.firstName;
  const slot = slotInWords(row);
  const page: Block = { button: { href: pageUrl, label: 'Your booking page' } };
  const changes: Block = {
    paragraph: `You can move or cancel it on your booking page until ${cutoffHours} hours before it starts. After that, please ${reachUs}.`,
  };
  const invitation = (method: 'REQUEST' | 'CANCEL') => {
    const content = bookingInvitation(row, {
      method,
      description: `${bookedServices(row.services, packages, row.createdAt).join(', ')}. Move or cancel: ${pageUrl}`,
      pageUrl,
      now,
      organizerEmail: details.email,
    });
    return content ? [{ filename: INVITATION_FILENAME, type: `text/calendar; method=${method}`, content }] : [];
  };
  const to = { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email };
  const envelope = (composed: ReturnType<typeof message>): OutgoingMessage => ({
    from: fromBusiness,
    replyTo: { name: siteConfig.name, email: details.email },
    ...composed,
  });

  // A booking, move or confirmation sent (or retried) after its time would invite the visitor to a consultation that is over.
  const over = row.slotStartsAt !== null && row.slotStartsAt.getTime() <= now.getTime();
  switch (about.type) {
    case 'visitor-booked': {
      if (row.status === 'cancelled' || over) return null;
      if (!row.preferredDate || !row.preferredTime) {
        return envelope(
          message(to, 'We have your consultation request', `Thank you, ${name}: we have your request`, [
            {
              paragraph: `${slot ? `You asked for ${slot}. ` : ''}We will email you within ${siteConfig.responsePromiseHours} hours to propose a time for your free consultation.`,
            },
            { paragraph: freeConsultationExplained },
            ...whatWasBooked(row, packages),
            page,
            { paragraph: `You can cancel the request on your booking page. Questions? ${upper(reachUs)}.` },
          ]),
        );
      }
      return envelope(
        message(
          to,
          `Your free consultation: ${slot}`,
          `Thank you, ${name}: your consultation is booked`,
          [
            {
              paragraph: `${slot}. We will confirm it within ${siteConfig.responsePromiseHours} hours; the time is held for you meanwhile.`,
            },
            { paragraph: freeConsultationExplained },
            ...whatWasBooked(row, packages),
            { paragraph: `The attached ${INVITATION_FILENAME} adds it to your calendar.` },
            page,
            changes,
          ],
          invitation('REQUEST'),
        ),
      );
    }
    case 'visitor-moved':
      if (row.status === 'cancelled' || !slot || over) return null;
      return envelope(
        message(
          to,
          `Your consultation has moved: ${slot}`,
          `${name}, your consultation has moved`,
          [
            {
              paragraph:
                row.status === 'pending'
                  ? `It is now on ${slot}. We will confirm the new time within ${siteConfig.responsePromiseHours} hours; it is held for you meanwhile.`
                  : `It is now on ${slot}.`,
            },
            { paragraph: `The attached ${INVITATION_FILENAME} updates your calendar.` },
            page,
            changes,
          ],
          invitation('REQUEST'),
        ),
      );
    case 'visitor-confirmed':
      if (row.status !== 'confirmed' || over) return null;
      return envelope(
        message(
          to,
          slot ? `Confirmed: your free consultation on ${slot}` : 'Your free consultation is confirmed',
          `${name}, your consultation is confirmed`,
          [
            {
              paragraph: slot
                ? `We look forward to speaking with you on ${slot}.`
                : 'We will be in touch to agree the time.',
            },
            ...whatWasBooked(row, packages),
            page,
            changes,
          ],
          invitation('REQUEST'),
        ),
      );
    case 'visitor-cancelled':
      if (row.status !== 'cancelled') return null;
      return envelope(
        message(
          to,
          slot ? `Cancelled: your consultation on ${slot}` : 'Your consultation request is cancelled',
          `${name}, your consultation is cancelled`,
          [
            {
              paragraph: slot
                ? `Your consultation on ${slot} is cancelled and the time is free again.`
                : 'Your consultation request is cancelled.',
            },
            // The booking page's origin is siteOrigin(env), as every link in the email.
            { paragraph: `To book another, use the booking form on ${new URL(pageUrl).origin}, or ${reachUs}.` },
          ],
          invitation('CANCEL'),
        ),
      );
    case 'visitor-reminder': {
      const holds =
        (row.status === 'pending' || row.status === 'confirmed') && row.slotStartsAt?.getTime() === about.slotStartsAt;
      if (!holds || about.slotStartsAt <= now.getTime() || !slot) return null;
      return envelope(
        message(to, `Reminder: your free consultation, ${slot}`, `${name}, a reminder of your consultation`, [
          { paragraph: `Your free ${siteConfig.freeConsultationMinutes}-minute consultation is on ${slot}.` },
          ...whatWasBooked(row, packages),
          page,
          { paragraph: `If you can no longer make it, please ${reachUs}.` },
        ]),
      );
    }
    case 'owner-changed':
      return null;
  }
}

const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The owner's email when the visitor moved or cancelled on the booking page; replying answers the visitor. */
export function composeOwnerChangeEmail(row: BookingRow, origin: string): OutgoingMessage {
  const person = `${row.firstName} ${row.lastName}`.trim();
  const slot = slotInWords(row);
  const cancelled = row.status === 'cancelled';
  const subject = cancelled
    ? `Booking cancelled by ${person}${slot ? `: ${slot}` : ''}`
    : `Booking moved by ${person}: ${slot ?? 'no time'}`;
  const composed = message(siteConfig.notifications.to, subject, subject, [
    {
      paragraph: cancelled
        ? 'The visitor cancelled on their booking page; the time is free again.'
        : `The visitor moved it on their booking page. It is now ${slot}.`,
    },
    { button: { href: adminItemUrl(origin, ITEM_KIND.booking, row.id), label: 'Open it in the back office' } },
    { paragraph: `Reply to this email to answer ${person} directly.` },
  ]);
  return {
    from: websiteSender,
    replyTo: { name: person, email: row.email },
    ...composed,
  };
}
