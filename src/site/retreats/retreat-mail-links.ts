/**
 * Questions about retreats (not bookings: places are booked on the event's page) are mail links to the business's
 * email address as the owner has it when the page is rendered, with the subject and body filled in (spec 02 §1): what
 * it is about, and the lines we need to reply with dates and prices in one go.
 */
import { mailtoLink } from '../../lib/mailto';
import { businessDetails } from '../../render/request-settings';
import { eventDates, type RetreatEvent } from '../../content/retreat-events';

/** The lines every enquiry asks for, so we can reply with dates and prices in one go. */
const aboutYou = [
  'Your name:',
  'Business name and type (daycare, boarding, grooming, multi-service):',
  'Town or region:',
];

const mail = (subject: string, lines: string[]) =>
  mailtoLink(businessDetails().email, subject, ['Hello Pawsperity team,', '', ...lines, '', 'Thank you.'].join('\n'));

export const enquireNowHref = () =>
  mail('Retreats and learning events enquiry', [
    'I would like to know more about your retreats and learning events.',
    '',
    ...aboutYou,
    'What I would like to get out of a retreat:',
  ]);

/** Names the event as the card shows it, and asks to hear whichever of its date and venue is still to be set. */
export function eventEnquiryHref(event: RetreatEvent) {
  const dated = event.startDate !== null;
  const about = [
    event.length.toLowerCase(),
    dated ? eventDates(event) : undefined,
    event.place ? `at ${event.place}` : undefined,
    dated ? undefined : 'date to be confirmed',
  ].filter((part) => part !== undefined);
  const unset = [dated ? undefined : 'date', event.place ? undefined : 'venue'].filter((part) => part !== undefined);
  const then = unset.length
    ? `let me know when the ${unset.join(' and ')} ${unset.length > 1 ? 'are' : 'is'} set`
    : 'let me know how to book';
  return mail(`Event enquiry: ${event.title}`, [
    `Please tell me more about the ${event.title} (${about.join(', ')}) and ${then}.`,
    '',
    ...aboutYou,
    'Number of places I am interested in:',
  ]);
}

export const getInTouchHref = () =>
  mail('Retreats: a question', ['I have a question about your retreats and learning events:', '', '', ...aboutYou]);
