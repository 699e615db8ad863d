/**
 * Every retreat enquiry opens the visitor's mail program with a message ready (spec 02 §2: no booking is taken on the
 * site), to the business details' email address as it is when the page is rendered.
 */
import type { RetreatEvent, RetreatFormat } from '../../content/retreats';
import { mailtoLink } from '../../lib/mailto';
import { businessDetails } from '../../render/request-settings';

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
    format.id === 'team-business-retreat' ? 'Number of team members attending:' : 'Number of places:',
    'Preferred region and dates:',
    'Anything we should know (access needs, dietary requirements):',
  ]);

export const eventEnquiryHref = (event: RetreatEvent) =>
  mail(`Event enquiry: ${event.title}`, [
    `Please tell me more about the ${event.title} (${event.length.toLowerCase()}, date to be confirmed) and let me know when the date and venue are set.`,
    '',
    ...aboutYou,
    'Number of places I am interested in:',
  ]);

export const earlyBirdHref = () =>
  mail('Early-bird list: retreats and learning events', [
    'Please add me to the early-bird list and email me as soon as dates and venues for your retreats and events are confirmed.',
    '',
    ...aboutYou,
    'Events I am most interested in (Spring Business Intensive, Summer Leadership Retreat, Autumn Growth Strategy):',
  ]);

export const getInTouchHref = () =>
  mail('Retreats: a question', ['I have a question about your retreats and learning events:', '', '', ...aboutYou]);
