/**
 * Every public form endpoint, keyed by the kind of submission it stores. The
 * hostile-input tests reach the endpoints through this record (and keep what
 * is their own in records keyed the same way), so a kind added to the
 * submissions registry and left out here, or there, fails to typecheck.
 *
 * Everything here is written out from the forms as a visitor sees them,
 * never taken from the code under test.
 */
import type { SubmissionKind } from '../../src/submissions/registry';
import { env } from 'cloudflare:workers';
import { freshSlot } from './london-dates';
import { publishRetreatEvent } from './retreat-events';
import { formFields } from './request';

/**
 * A form's fields as the island sends them in JSON: text, a number chosen from a list, a ticked box, or a list (boxes
 * ticked together, or one name per place).
 */
export type FormBody = Record<string, string | string[] | boolean | number>;

export interface FormEndpoint {
  path: string;
  /** The table it stores into; each row has the visitor's email address. */
  table: string;
  /** A valid body with this email address and every one-line and free-text field filled in. */
  body(email: string): FormBody;
  /** Fields a plain post sends besides the body (the wizard's last step, the download's format). */
  plainExtras: [string, string][];
  /** The body's fields as the page's form names them, where they differ from the JSON's. */
  asPlain?(body: FormBody): FormBody;
  /** What a valid plain post is answered with: a redirect to the thanks, or the answer page itself. */
  plainStatus: number;
  /** The fields that take one line of text (a list of them: each of its items, as each attendee's name). */
  lineFields: string[];
  /** The fields of free text over lines, each with the column it is stored in. */
  textFields: Record<string, string>;
  /** The id the message beside a field ends with on the page a plain post comes back to. */
  errorId(field: string): string;
}

/** A hostile-input test's own facts about each endpoint, keyed by kind: leaving a kind out fails to typecheck. */
export type PerKind<T> = { [Kind in SubmissionKind]: T };

export const formEndpoints: PerKind<FormEndpoint> = {
  contact: {
    path: '/api/contact-submissions',
    table: 'contact_submissions',
    body: (email) => ({
      firstName: 'Morag',
      lastName: 'Campbell',
      email,
      businessType: 'boarding',
      message: 'Day care next door.',
    }),
    plainExtras: [],
    plainStatus: 303,
    lineFields: ['firstName', 'lastName', 'email'],
    textFields: { message: 'message' },
    errorId: (field) => `contact-${field}-error`,
  },
  booking: {
    path: '/api/consultation-bookings',
    table: 'consultation_bookings',
    body: (email) => ({
      firstName: 'Aisha',
      lastName: 'Khan',
      email,
      phone: '0161 496 0456',
      businessType: 'startup',
      services: ['business-planning'],
      projectDetails: 'A daycare in Stockport.',
      ...freshSlot(),
    }),
    plainExtras: [['step', '3']],
    plainStatus: 200,
    lineFields: ['firstName', 'lastName', 'email', 'phone'],
    textFields: { projectDetails: 'project_details' },
    errorId: (field) => `booking-${field}-error`,
  },
  application: {
    path: '/api/recruitment-applications',
    table: 'recruitment_applications',
    body: (email) => ({
      firstName: 'Siân',
      lastName: 'Evans',
      email,
      phone: '0113 496 0000',
      location: 'Swansea',
      experienceLevel: 'entry',
      currentRole: 'Kennel assistant',
      interestedRoles: ['Dog Walker'],
      petExperience: 'Rescue dogs.',
      qualifications: 'Level 2.',
      availability: 'part-time',
      motivation: 'I love dogs.',
      additionalInfo: 'None.',
    }),
    plainExtras: [],
    plainStatus: 303,
    lineFields: ['firstName', 'lastName', 'email', 'phone', 'location', 'currentRole'],
    textFields: {
      petExperience: 'pet_experience',
      qualifications: 'qualifications',
      motivation: 'motivation',
      additionalInfo: 'additional_info',
    },
    errorId: (field) => `-${field}-error`,
  },
  'waiting-list': {
    path: '/api/shop-notifications',
    table: 'shop_notifications',
    body: (email) => ({ email }),
    plainExtras: [],
    plainStatus: 303,
    lineFields: ['email'],
    textFields: {},
    errorId: () => '-error',
  },
  download: {
    path: '/api/resource-downloads',
    table: 'resource_downloads',
    body: (email) => ({ resourceName: 'Marketing Calendar', email }),
    plainExtras: [['format', 'ics']],
    plainStatus: 200,
    lineFields: ['email'],
    textFields: {},
    errorId: () => '-error',
  },
  'retreat-booking': {
    path: '/api/retreat-bookings',
    table: 'retreat_bookings',
    body: (email) => ({
      eventSlug: nextBookableEvent(),
      places: 2,
      firstName: 'Ailsa',
      lastName: 'Grant',
      email,
      attendees: ['Ailsa Grant', 'Rory Grant'],
      needs: 'Vegetarian, and a seat near the door.',
    }),
    plainExtras: [],
    // The page's form has a box per place (attendee1 … attendee4); the island's JSON a list.
    asPlain: ({ attendees, ...fields }) => ({
      ...fields,
      ...Object.fromEntries((Array.isArray(attendees) ? attendees : []).map((name, at) => [`attendee${at + 1}`, name])),
    }),
    plainStatus: 303,
    lineFields: ['firstName', 'lastName', 'email', 'attendees'],
    textFields: { needs: 'needs' },
    errorId: (field) => `book-${field}-error`,
  },
  'retreat-waiting-list': {
    path: '/api/retreat-waiting-list',
    table: 'retreat_waiting_list',
    body: (email) => ({ eventSlug: SOLD_OUT_EVENT, email, places: '2', consent: true }),
    plainExtras: [],
    plainStatus: 303,
    lineFields: ['email'],
    textFields: {},
    errorId: (field) => `waiting-list-${field}-error`,
  },
  'early-bird-list': {
    path: '/api/early-bird-list',
    table: 'early_bird_list',
    body: (email) => ({ email, consent: true }),
    plainExtras: [],
    plainStatus: 303,
    lineFields: ['email'],
    textFields: {},
    errorId: (field) => `early-bird-${field}-error`,
  },
};

/**
 * The events the retreat forms' bodies name, in turn, each with the most places: the property tests' thousands of
 * bookings (shrinking included) still fit, as each is answered as a booking, never as sold out.
 */
const BOOKABLE_EVENTS = Array.from({ length: 40 }, (_, index) => `form-tests-intensive-${index + 1}`);
export const SOLD_OUT_EVENT = 'form-tests-sold-out';
let booked = 0;
export const nextBookableEvent = () => BOOKABLE_EVENTS[booked++ % BOOKABLE_EVENTS.length] as string;

/**
 * Publishes the events the retreat forms need (run before a file's tests): forty on sale with 200 places each, and
 * one whose only place is reserved, so its waiting list is open.
 */
export async function publishFormEvents(): Promise<void> {
  for (const slug of BOOKABLE_EVENTS) await publishRetreatEvent({ capacity: 200 }, slug);
  await publishRetreatEvent({ capacity: 1 }, SOLD_OUT_EVENT);
  await env.DB.prepare(
    `INSERT INTO retreat_bookings (id, event_slug, places, first_name, last_name, email, attendees, status, amount)
     VALUES (?, ?, 1, 'Fiona', 'Reid', 'fiona@example.co.uk', '["Fiona Reid"]', 'reserved', 24900)`,
  )
    .bind(crypto.randomUUID(), SOLD_OUT_EVENT)
    .run();
}

/**
 * The endpoints in this test's own order (its record's), each with the test's facts about it: for describe.each.
 * The record is keyed by kind, so a kind the test leaves out fails to typecheck.
 */
export function eachEndpoint<T extends object>(perKind: PerKind<T>): ({ kind: SubmissionKind } & FormEndpoint & T)[] {
  return (Object.keys(perKind) as SubmissionKind[]).map((kind) => ({ kind, ...formEndpoints[kind], ...perKind[kind] }));
}

/** A plain post of this body, as the page's form sends it: `before` and the form's own extras first, `after` last. */
export function plainFieldsOf(
  form: Pick<FormEndpoint, 'plainExtras' | 'asPlain'>,
  body: FormBody,
  after: [string, string][] = [],
  before: [string, string][] = [],
): URLSearchParams {
  return formFields(form.asPlain ? form.asPlain(body) : body, [...before, ...form.plainExtras], after);
}

/** The body with a one-line field changed (of a list, its first item: the first attendee's name). */
export function withLine(body: FormBody, field: string, change: (value: string) => string): FormBody {
  const value = body[field];
  return {
    ...body,
    [field]: Array.isArray(value) ? [change(value[0] ?? ''), ...value.slice(1)] : change(String(value ?? '')),
  };
}

/** Where a JSON refusal names a one-line field changed by withLine: a list's item by its position. */
export const lineErrorKey = (body: FormBody, field: string) => (Array.isArray(body[field]) ? `${field}.0` : field);
