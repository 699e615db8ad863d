/**
 * Property-based tests (fast-check): thousands of generated bodies thrown at
 * each public endpoint. No answer may be a 5xx, every refusal uses the one
 * error shape, and no invalid row is ever stored; every length-limited field
 * takes exactly its maximum and refuses one character more, naming the field.
 */
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessTypeValues } from '../../src/content/business-types';
import { consultationSlots as timeSlots } from '../../src/content/consultation-slots';
import { specEstimate, specPackageIds } from '../support/spec-packages';
import { isCalendarDate, todayInLondon } from '../../src/lib/uk-date';
import { downloadableResources } from '../../src/submissions/resource-download/resources';
import {
  eachEndpoint,
  nextBookableEvent,
  type PerKind,
  publishFormEvents,
  SOLD_OUT_EVENT,
} from '../support/form-endpoints';
import {
  emailLimit,
  email,
  jsonList,
  type LengthLimit,
  looksLikeEmail,
  name,
  ofLength,
  oneOf,
  optionalLine,
  optionalOneOf,
  personLimits,
  phoneLimit,
  singleLine,
} from '../support/generated-values';
import { postJsonFromNewVisitor } from '../support/request';
import { freshYearRoundSlot } from '../support/london-dates';
import { openYearRound, resetAvailability } from '../support/availability-rules';
import {
  availabilityOptions,
  experienceLevels,
  interestedRoleOptions,
  salaryBands,
} from '../../src/content/recruitment';

/**
 * A same-origin JSON POST through the whole app, without the all-clients
 * ceiling (FORM_ENDPOINT_CEILING): these tests send thousands of bodies a
 * minute to one endpoint, which is exactly what the ceiling refuses (its own
 * test is in hardening.test.ts). The per-client limit stays on, and each call
 * comes from its own address as a real visitor's would.
 */
const postJson = postJsonFromNewVisitor;

/** Choices stored as stable codes: the API takes the code or, for older clients, the label. */
const codes = (options: readonly { code: string }[]) => options.map((option) => option.code);
const codeOrLabel = (options: readonly { code: string; label: string }[]) =>
  fc.constantFrom(...options.flatMap((option) => [option.code, option.label]), '');

interface Generated {
  /** Bodies that should be accepted. */
  valid: fc.Arbitrary<Record<string, unknown>>;
  /** A stored row is valid when this holds. */
  rowIsValid: (row: Record<string, unknown>) => boolean;
  /** For lists a person joins once: bodies with the same key are stored once (and still answered 201). */
  storedOnceBy?: (body: Record<string, unknown>) => string;
  /** Every field with a maximum length (spec 01 §3, spec 02 §5). */
  limits: LengthLimit[];
}

const generated: PerKind<Generated> = {
  contact: {
    valid: fc.record({
      firstName: name,
      lastName: name,
      email,
      businessType: fc.constantFrom(...businessTypeValues, ''),
      message: fc.string({ minLength: 1, maxLength: 400 }).filter((value) => value.trim().length > 0),
    }),
    rowIsValid: (row) =>
      singleLine(row.first_name, 50) &&
      singleLine(row.last_name, 50) &&
      looksLikeEmail(row.email) &&
      typeof row.message === 'string' &&
      row.message.trim().length > 0 &&
      row.status === 'new' &&
      optionalOneOf(row.business_type, businessTypeValues),
    limits: [...personLimits, { field: 'message', max: 5000, kind: 'text', column: 'message' }],
  },
  booking: {
    valid: fc
      .record({
        firstName: name,
        lastName: name,
        email,
        phone: fc.constantFrom('', '0141 496 0123', '+44 7700 900123', '(020) 7946 0958'),
        businessType: fc.constantFrom(...businessTypeValues, ''),
        services: fc.uniqueArray(fc.constantFrom(...specPackageIds), {
          minLength: 1,
          maxLength: specPackageIds.length,
        }),
        estimatedCost: fc.constantFrom('£1', '£0', 'free please'),
        projectDetails: fc.string({ minLength: 1, maxLength: 300 }).filter((value) => value.trim().length > 0),
        withSlot: fc.boolean(),
      })
      // A slot is held by one booking: each generated booking with a slot gets one nobody holds, from a year of every day
      // (openYearRound below), as these tests hold more slots than 60 days of weekdays offer.
      .map(({ withSlot, ...body }) => ({
        ...body,
        ...(withSlot ? freshYearRoundSlot() : { preferredDate: '', preferredTime: '' }),
      })),
    rowIsValid: (row) => {
      const services = jsonList(row.services);
      return (
        singleLine(row.first_name, 50) &&
        singleLine(row.last_name, 50) &&
        looksLikeEmail(row.email) &&
        optionalLine(row.phone, 30) &&
        optionalOneOf(row.business_type, businessTypeValues) &&
        services.length > 0 &&
        services.every((id) => oneOf(id, specPackageIds)) &&
        new Set(services).size === services.length &&
        // The stored estimate is always the server's own, whatever the client sent.
        row.estimated_cost === specEstimate(services.map(String)) &&
        typeof row.project_details === 'string' &&
        row.project_details.trim().length > 0 &&
        (row.preferred_date === null ||
          (isCalendarDate(String(row.preferred_date)) &&
            String(row.preferred_date) >= todayInLondon(new Date(Date.now() - 86_400_000)))) &&
        optionalOneOf(row.preferred_time, timeSlots) &&
        row.status === 'pending'
      );
    },
    limits: [
      ...personLimits,
      phoneLimit,
      { field: 'projectDetails', max: 5000, kind: 'text', column: 'project_details' },
      // Sent by the wizard but never stored: the server works the estimate out itself.
      { field: 'estimatedCost', max: 100, kind: 'line', column: null },
    ],
  },
  download: {
    valid: fc.record({ resourceName: fc.constantFrom(...downloadableResources), email }),
    rowIsValid: (row) =>
      oneOf(row.resource_name, downloadableResources) &&
      looksLikeEmail(row.email) &&
      typeof row.downloaded_at === 'number',
    limits: [emailLimit],
  },
  'waiting-list': {
    valid: fc.record({
      email: fc.oneof(
        email,
        email.map((value) => ` ${value.toUpperCase()} `),
      ),
    }),
    rowIsValid: (row) =>
      looksLikeEmail(row.email) && row.email === String(row.email).toLowerCase() && row.status === 'active',
    storedOnceBy: (body) => String(body.email).trim().toLowerCase(),
    limits: [emailLimit],
  },
  'retreat-booking': {
    valid: fc.integer({ min: 1, max: 4 }).chain((places) =>
      fc.record({
        eventSlug: fc.constant(null).map(() => nextBookableEvent()),
        places: fc.constant(places),
        firstName: name,
        lastName: name,
        email,
        attendees: fc.array(name, { minLength: places, maxLength: places }),
        needs: fc.string({ maxLength: 300 }),
      }),
    ),
    rowIsValid: (row) => {
      const attendees = jsonList(row.attendees);
      return (
        singleLine(row.first_name, 50) &&
        singleLine(row.last_name, 50) &&
        looksLikeEmail(row.email) &&
        typeof row.places === 'number' &&
        row.places >= 1 &&
        row.places <= 4 &&
        attendees.length === row.places &&
        attendees.every((attendee) => singleLine(attendee, 100)) &&
        typeof row.needs === 'string' &&
        row.needs.length <= 1000 &&
        // No payments in these tests: a reservation to be invoiced, priced by the server.
        row.status === 'reserved' &&
        row.amount === Number(row.places) * 249 * 100
      );
    },
    limits: [
      ...personLimits,
      // An attendee's whole name: a first and a last name's room.
      { field: 'attendees', max: 100, kind: 'line', column: 'attendees', list: true },
      { field: 'needs', max: 1000, kind: 'text', column: 'needs' },
    ],
  },
  'retreat-waiting-list': {
    valid: fc.record({
      eventSlug: fc.constant(SOLD_OUT_EVENT),
      email: fc.oneof(
        email,
        email.map((value) => ` ${value.toUpperCase()} `),
      ),
      places: fc.integer({ min: 1, max: 4 }),
      consent: fc.constant(true),
    }),
    rowIsValid: (row) =>
      looksLikeEmail(row.email) &&
      row.email === String(row.email).toLowerCase() &&
      row.status === 'waiting' &&
      row.event_slug === SOLD_OUT_EVENT,
    storedOnceBy: (body) => String(body.email).trim().toLowerCase(),
    limits: [emailLimit],
  },
  'early-bird-list': {
    valid: fc.record({
      email: fc.oneof(
        email,
        email.map((value) => ` ${value.toUpperCase()} `),
      ),
      consent: fc.constant(true),
    }),
    rowIsValid: (row) =>
      looksLikeEmail(row.email) && row.email === String(row.email).toLowerCase() && row.status === 'unconfirmed',
    storedOnceBy: (body) => String(body.email).trim().toLowerCase(),
    limits: [emailLimit],
  },
  application: {
    valid: fc.record({
      firstName: name,
      lastName: name,
      email,
      phone: fc.constantFrom('', '0113 496 0000', '+44 7700 900123'),
      interestedRoles: fc.subarray([...interestedRoleOptions], { minLength: 1 }),
      experienceLevel: codeOrLabel(experienceLevels),
      availability: codeOrLabel(availabilityOptions),
      salaryExpectation: codeOrLabel(salaryBands),
      relocateWilling: fc.boolean(),
      motivation: fc.string({ maxLength: 300 }),
    }),
    rowIsValid: (row) => {
      const roles = jsonList(row.interested_roles);
      return (
        singleLine(row.first_name, 50) &&
        singleLine(row.last_name, 50) &&
        looksLikeEmail(row.email) &&
        optionalLine(row.phone, 30) &&
        roles.length > 0 &&
        roles.every((role) => oneOf(role, interestedRoleOptions)) &&
        new Set(roles).size === roles.length &&
        optionalOneOf(row.experience_level, codes(experienceLevels)) &&
        optionalOneOf(row.availability, codes(availabilityOptions)) &&
        optionalOneOf(row.salary_expectation, codes(salaryBands)) &&
        (row.relocate_willing === 0 || row.relocate_willing === 1) &&
        row.status === 'new'
      );
    },
    limits: [
      ...personLimits,
      phoneLimit,
      { field: 'location', max: 100, kind: 'line', column: 'location' },
      { field: 'currentRole', max: 100, kind: 'line', column: 'current_role' },
      { field: 'petExperience', max: 2000, kind: 'text', column: 'pet_experience' },
      { field: 'qualifications', max: 2000, kind: 'text', column: 'qualifications' },
      { field: 'motivation', max: 3000, kind: 'text', column: 'motivation' },
      { field: 'additionalInfo', max: 3000, kind: 'text', column: 'additional_info' },
    ],
  },
};
const endpoints = eachEndpoint(generated);

/** Valid bodies with one field replaced, one removed, or one unknown key added. */
function mutated(valid: fc.Arbitrary<Record<string, unknown>>) {
  return fc
    .tuple(
      valid,
      fc.nat(),
      fc.oneof(
        fc.anything(),
        fc.string(),
        fc.constant(''),
        fc.constant(null),
        fc.string({ maxLength: 5 }).map((s) => `${s}\r\n${s}`),
      ),
      fc.constantFrom('replace', 'remove', 'add'),
    )
    .map(([body, pick, value, how]) => {
      const keys = Object.keys(body);
      const key = keys[pick % keys.length] ?? 'firstName';
      const copy: Record<string, unknown> = { ...body };
      if (how === 'replace') copy[key] = value;
      else if (how === 'remove') delete copy[key];
      else copy[`extra${pick % 5}`] = value;
      return copy;
    });
}

// Hundreds of generated bookings each hold a slot of their own: the owner takes bookings every day, a year ahead.
beforeAll(openYearRound);
beforeAll(publishFormEvents);
afterAll(resetAvailability);

const anyJson = fc.oneof(fc.jsonValue(), fc.object(), fc.array(fc.anything()));

describe.each(endpoints)('$path under generated input', (endpoint) => {
  it('accepts every valid body and stores it exactly once', async () => {
    const count = async () =>
      (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${endpoint.table}`).first<{ n: number }>())?.n ?? 0;
    const before = await count();
    let sent = 0;
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(endpoint.valid, async (body) => {
        const response = await postJson(endpoint.path, body);
        expect(response.status, await response.clone().text()).toBe(201);
        const key = endpoint.storedOnceBy?.(body);
        if (key === undefined || !seen.has(key)) sent += 1;
        if (key !== undefined) seen.add(key);
      }),
      { numRuns: 300 },
    );
    expect(await count()).toBe(before + sent);
  }, 120_000);

  it('never answers 5xx, refuses with the one error shape, and stores only valid rows', async () => {
    let accepted = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(endpoint.valid, mutated(endpoint.valid), anyJson), async (body) => {
        const response = await postJson(endpoint.path, body === undefined ? 'null' : body);
        expect(response.status).toBeLessThan(500);
        if (response.status === 201) {
          accepted += 1;
        } else {
          refused += 1;
          expect(response.status).toBe(400);
          const error = (await response.json()) as { error?: { code?: string; message?: string } };
          expect(typeof error.error?.code).toBe('string');
          expect(typeof error.error?.message).toBe('string');
        }
      }),
      { numRuns: 1500 },
    );
    expect(accepted).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
    const { results } = await env.DB.prepare(`SELECT * FROM ${endpoint.table}`).all<Record<string, unknown>>();
    const invalid = results.filter((row) => !endpoint.rowIsValid(row));
    expect(invalid).toEqual([]);
    console.log(`${endpoint.path}: ${accepted} accepted, ${refused} refused, ${results.length} rows, 0 invalid`);
  }, 120_000);
});

describe.each(endpoints)('$path field lengths', (endpoint) => {
  it.each(endpoint.limits)(
    'takes $field at $max characters and stores it whole; refuses $max + 1 naming $field',
    async (limit) => {
      await fc.assert(
        fc.asyncProperty(
          endpoint.valid,
          ofLength(limit.kind, limit.max),
          ofLength(limit.kind, limit.max + 1),
          async (body, atLimit, overLimit) => {
            expect(atLimit).toHaveLength(limit.max);
            expect(overLimit).toHaveLength(limit.max + 1);
            // A list keeps its length (one name per place), each item at the length tried.
            const sent = body[limit.field];
            const items: unknown[] = limit.list && Array.isArray(sent) ? sent : [];
            const value = (one: string) => (limit.list ? items.map(() => one) : one);

            const accepted = await postJson(endpoint.path, { ...body, [limit.field]: value(atLimit) });
            expect(accepted.status, await accepted.clone().text()).toBe(201);
            if (limit.column) {
              const stored = await env.DB.prepare(
                `SELECT COUNT(*) AS n FROM ${endpoint.table} WHERE ${limit.column} = ?`,
              )
                .bind(limit.list ? JSON.stringify(value(atLimit)) : atLimit)
                .first<{ n: number }>();
              expect(stored?.n).toBe(1);
            }

            const refused = await postJson(endpoint.path, { ...body, [limit.field]: value(overLimit) });
            expect(refused.status).toBe(400);
            const error = (await refused.json()) as { error?: { code?: string; fields?: Record<string, string> } };
            expect(error.error?.code).toBe('validation_failed');
            // Each item too long is named by its position.
            expect(Object.keys(error.error?.fields ?? {})).toEqual(
              limit.list ? items.map((_, at) => `${limit.field}.${at}`) : [limit.field],
            );
          },
        ),
        { numRuns: 8 },
      );
    },
    60_000,
  );
});
