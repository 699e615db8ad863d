import { describe, expect, it } from 'vitest';
import { parseMime, partOfType } from '../../test/support/mime-reader';
import { composeLeadEmail, leadSubject } from './lead-email';
import { consultationBooking } from '../submissions/consultation-booking';
import { recruitmentApplication } from '../submissions/recruitment-application';
import type { LeadItem } from './lead-items';

type BookingRow = typeof consultationBooking.table.$inferSelect;

const createdAt = new Date('2026-06-01T09:15:00Z');
const ORIGIN = 'https://www.pawsperity.co.uk';

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
    expect(leadSubject(booking({ services: ['compliance', 'facility-design', 'website-design'], estimatedCost: null }))).toBe(
      'New consultation booking: Ann Lee, 3 services',
    );
  });

  it('names up to two roles and counts the rest', () => {
    expect(leadSubject(application(['Dog Walker']))).toBe('New recruitment application: Raj Patel, Dog Walker');
    expect(leadSubject(application(['Dog Walker', 'Pet Groomer', 'Administration', 'Other']))).toBe(
      'New recruitment application: Raj Patel, Dog Walker, Pet Groomer and 2 more roles',
    );
  });
});

describe('the booking email', () => {
  it('invites to the whole day when a date but no time was chosen', () => {
    const message = parseMime(composeLeadEmail(booking({ preferredDate: '2026-12-07' }), 'o-1', ORIGIN).raw);
    const ics = partOfType(message, 'text/calendar')?.text ?? '';
    expect(ics).toContain('DTSTART;VALUE=DATE:20261207');
    expect(partOfType(message, 'text/plain')?.text).toContain('Preferred slot: Monday 7 December 2026, no time chosen.');
  });

  it('shows a stored code it no longer knows as it was stored, and an unknown service as no longer offered', () => {
    const text = partOfType(parseMime(composeLeadEmail(application(['Dog Walker']), 'o-2', ORIGIN).raw), 'text/plain')?.text ?? '';
    expect(text).toContain('Experience level: an old free-text answer');
    const bookingText = partOfType(parseMime(composeLeadEmail(booking({ services: ['retired-service'] }), 'o-3', ORIGIN).raw), 'text/plain')?.text ?? '';
    expect(bookingText).toContain('  - retired-service (no longer offered)');
  });

  it('leaves Reply-To out, and still sends, when a stored address is not plainly an address', () => {
    const email = composeLeadEmail(booking({ email: 'ann@example.co.uk>, <someone@example.com' }), 'o-4', ORIGIN);
    const message = parseMime(email.raw);
    expect(message.header('reply-to')).toBeUndefined();
    expect(message.header('message-id')).toBe('<notification-o-4@pawsperity.co.uk>');
  });
});

describe('the link to the back office', () => {
  it("points at the origin it is given (the Worker's SITE_ORIGIN), in text and HTML", () => {
    const message = parseMime(composeLeadEmail(booking(), 'o-5', 'http://localhost:8787').raw);
    expect(partOfType(message, 'text/plain')?.text).toContain('http://localhost:8787/admin/items/booking/b-1');
    expect(partOfType(message, 'text/html')?.text).toContain('href="http://localhost:8787/admin/items/booking/b-1"');
    expect(partOfType(message, 'text/plain')?.text).not.toContain('www.pawsperity.co.uk/admin');
  });
});
