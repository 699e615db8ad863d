/**
 * Every enquiry on /retreats is a mail link to the business's email address as the owner has it when the page is rendered, with its subject and body filled in (spec 02 §1):
 * what it is about, and the lines we need to reply with dates and prices in one go.
 */
import { mailtoLink } from '../../lib/mailto';
import { businessDetails } from '../../render/request-settings';
import { eventDates, type RetreatEvent, type RetreatFormat } from '../../content/retreat-events';

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

export const bookFormatHref = (format: RetreatFormat) =>
  mail(`Booking enquiry: ${format.title}`, [
    `I would like to book the ${format.title} (${format.duration}, ${format.priceText.toLowerCase()}).`,
    '',
    ...aboutYou,
    format.bookedBy === 'A business books it for its team' ? 'Number of team members attending:' : 'Number of places:',
    'Preferred region and dates:',
    'Anything we should know (access needs, dietary requirements):',
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

export const earlyBirdHref = (events: readonly RetreatEvent[]) =>
  mail('Early-bird list: retreats and learning events', [
    'Please add me to the early-bird list and email me as soon as dates and venues for your retreats and events are confirmed.',
    '',
    ...aboutYou,
    events.length
      ? `Events I am most interested in (${events.map((event) => event.title).join(', ')}):`
      : 'Events I am most interested in:',
  ]);

export const getInTouchHref = () =>
  mail('Retreats: a question', ['I have a question about your retreats and learning events:', '', '', ...aboutYou]);
