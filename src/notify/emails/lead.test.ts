import { describe, expect, it } from 'vitest';
import { composeLeadEmail, leadSubject } from './lead';
import { consultationBooking } from '../../submissions/consultation-booking/kind';
import { contactMessage } from '../../submissions/contact-message/kind';
import { recruitmentApplication } from '../../submissions/recruitment-application/kind';
import type { ReadContext } from '../../submissions/types';
import type { LeadItem } from '../lead-items';

type BookingRow = typeof consultationBooking.table.$inferSelect;

const createdAt = new Date('2026-06-01T09:15:00Z');
const ORIGIN = 'https://www.pawsperity.co.uk';

/** The one package these bookings name, as it was when they were made. */
const context: ReadContext = {
  packages: {
    asBooked: (id) => (id === 'compliance' ? { name: 'Licence Inspection Preparation', price: 995 } : undefined),
  },
};

function booking(overrides: Partial<BookingRow> = {}): LeadItem {
  const row: BookingRow = {
    id: 'b-1',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.co.uk',
    phone: null,
    businessType: null,
    services: ['compliance'],
    estimatedCost: '£995',
    projectDetails: 'Inspection soon.',
    preferredDate: null,
    preferredTime: null,
    submissionId: 's-1',
    status: 'pending',
    createdAt,
    ...overrides,
  };
  return { submission: consultationBooking, row };
}

function application(roles: string[]): LeadItem {
  return {
    submission: recruitmentApplication,
    row: {
      id: 'a-1',
      firstName: 'Raj',
      lastName: 'Patel',
      email: 'raj@example.co.uk',
      phone: null,
      location: null,
      experienceLevel: 'an old free-text answer',
      currentRole: null,
      interestedRoles: roles,
      petExperience: null,
      qualifications: null,
      availability: null,
      relocateWilling: false,
      salaryExpectation: null,
      motivation: null,
      additionalInfo: null,
      submissionId: 's-2',
      consentGivenAt: null,
      consentPolicyVersion: null,
      consentWording: null,
      status: 'new',
      createdAt,
    },
  };
}

describe('the subject says what arrived and from whom', () => {
  it('counts one service as one, and leaves out an estimate that is not there', () => {
    expect(leadSubject(booking())).toBe('New consultation booking: Ann Lee, 1 service, £995');
    expect(
      leadSubject(booking({ services: ['compliance', 'facility-design', 'website-design'], estimatedCost: null })),
    ).toBe('New consultation booking: Ann Lee, 3 services');
  });

  it('names up to two roles and counts the rest', () => {
    expect(leadSubject(application(['Dog Walker']))).toBe('New recruitment application: Raj Patel, Dog Walker');
    expect(leadSubject(application(['Dog Walker', 'Pet Groomer', 'Administration', 'Other']))).toBe(
      'New recruitment application: Raj Patel, Dog Walker, Pet Groomer and 2 more roles',
    );
  });
});

describe('the booking email', () => {
  it("invites to the whole day when a date but no time was chosen, in an .ics for the owner's own calendar", () => {
    const message = composeLeadEmail(booking({ preferredDate: '2026-12-07' }), ORIGIN, context);
    expect(message.attachments?.map(({ filename, type }) => ({ filename, type }))).toEqual([
      { filename: 'consultation.ics', type: 'text/calendar; method=PUBLISH' },
    ]);
    const ics = message.attachments?.[0]?.content ?? '';
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261207');
    expect(message.text).toContain('Preferred slot: Monday 7 December 2026, no time chosen.');
  });

  it('names and prices each package as it was when booked', () => {
    expect(composeLeadEmail(booking(), ORIGIN, context).text).toContain(
      'Services:\n  - Licence Inspection Preparation (£995)',
    );
  });

  it('attaches nothing when no date was chosen', () => {
    expect(composeLeadEmail(booking(), ORIGIN, context).attachments).toBeUndefined();
  });

  it('shows a stored code it no longer knows as it was stored, and an unknown service as no longer offered', () => {
    expect(composeLeadEmail(application(['Dog Walker']), ORIGIN, context).text).toContain(
      'Experience level: an old free-text answer',
    );
    expect(composeLeadEmail(booking({ services: ['retired-service'] }), ORIGIN, context).text).toContain(
      '  - retired-service (no longer offered)',
    );
  });

  it('is from the website to the business, and a reply goes to the visitor', () => {
    const message = composeLeadEmail(booking(), ORIGIN, context);
    expect(message.from).toEqual({ name: 'Pawsperity Consulting website', email: 'notifications@pawsperity.co.uk' });
    expect(message.to).toBe('hello@pawsperity.co.uk');
    expect(message.replyTo).toEqual({ name: 'Ann Lee', email: 'ann@example.co.uk' });
    expect(message.subject).toBe('New consultation booking: Ann Lee, 1 service, £995');
  });
});

describe("the visitor's own words", () => {
  const lure = 'Your account is locked.\nReset it at https://evil.example/reset';
  const contact: LeadItem = {
    submission: contactMessage,
    row: {
      id: 'c-1',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.co.uk',
      businessType: null,
      message: lure,
      submissionId: 's-3',
      status: 'new',
      createdAt,
    },
  };

  it('are quoted as theirs in the text: introduced by "They wrote:", every line set off with ">"', () => {
    const { text } = composeLeadEmail(contact, ORIGIN, context);
    expect(text).toContain('Message. They wrote:\n> Your account is locked.\n> Reset it at https://evil.example/reset');
    expect(text.split('\n')).not.toContain('Reset it at https://evil.example/reset');
  });

  it('are a blockquote in the HTML, escaped, after "They wrote:"', () => {
    const { html } = composeLeadEmail(contact, ORIGIN, context);
    expect(html).toMatch(
      /They wrote:<\/p><blockquote[^>]*>Your account is locked\.<br>Reset it at https:\/\/evil\.example\/reset<\/blockquote>/,
    );
    expect(html).not.toContain('href="https://evil.example');
  });

  it("quote a booking's project details too, but not the consent wording the visitor was shown", () => {
    expect(composeLeadEmail(booking(), ORIGIN, context).text).toContain(
      'Project details. They wrote:\n> Inspection soon.',
    );
    const applied = application(['Dog Walker']);
    const text = composeLeadEmail(
      { ...applied, row: { ...applied.row, consentWording: 'Keep my details for 12 months.' } },
      ORIGIN,
      context,
    ).text;
    expect(text).toContain('Consent wording:\n  Keep my details for 12 months.');
  });
});

describe('the link to the back office', () => {
  it("points at the origin it is given (the Worker's SITE_ORIGIN), in text and HTML", () => {
    const message = composeLeadEmail(booking(), 'http://localhost:8787', context);
    expect(message.text).toContain('http://localhost:8787/admin/items/booking/b-1');
    expect(message.html).toContain('href="http://localhost:8787/admin/items/booking/b-1"');
    expect(message.text).not.toContain('www.pawsperity.co.uk/admin');
  });
});
