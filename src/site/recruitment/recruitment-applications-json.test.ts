/**
 * POST /api/recruitment-applications with JSON: every field stored, the fixed
 * lists, the talent-pool consent, and what is refused.
 * The form without JavaScript and the /recruitment page: recruitment-applications-form.test.ts.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { interestedRoleOptions } from '../../content/recruitment';
import { availabilityOptions, experienceLevels, salaryBands, stored } from '../../../test/support/recruitment-fixtures';
import { emptyTables, postJson, request } from '../../../test/support/request';
import { acceptedButNotStored, storedOnce } from '../../../test/support/forms-answers';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const application = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya.sharma@example.co.uk',
  phone: '07700 900456',
  location: 'Leeds',
  experienceLevel: 'Mid (2-5 years)',
  currentRole: 'Kennel assistant',
  interestedRoles: ['Pet Care Assistant', 'Facility Manager'],
  petExperience: 'Three years at a 40-dog daycare in Headingley, running the small-dog room.',
  qualifications: 'Level 3 Diploma in Animal Care; canine first aid (2024).',
  availability: 'Full-time',
  relocateWilling: true,
  salaryExpectation: '£26,000-£30,000',
  motivation: 'I want to move into supervising a team.',
  additionalInfo: 'One month notice period. Full driving licence.',
};

async function refused(body: unknown): Promise<ErrorBody['error']> {
  const response = await postJson('/api/recruitment-applications', body);
  expect(response.status).toBe(400);
  const { error } = (await response.json()) as ErrorBody;
  expect(error.code).toBe('validation_failed');
  expect(error.message).toBe('Some fields need attention.');
  return error;
}

beforeEach(() => emptyTables('recruitment_applications'));

describe('POST /api/recruitment-applications (JSON)', () => {
  it('stores every field of the application as new, with the roles as a JSON list, and answers 201', async () => {
    const before = Date.now();
    const response = await postJson('/api/recruitment-applications', { ...application, website: '' });
    const row = await storedOnce(response, stored);
    expect(row).toMatchObject({
      first_name: 'Priya',
      last_name: 'Sharma',
      email: 'priya.sharma@example.co.uk',
      phone: '07700 900456',
      location: 'Leeds',
      experience_level: 'mid',
      current_role: 'Kennel assistant',
      pet_experience: application.petExperience,
      qualifications: application.qualifications,
      availability: 'full-time',
      relocate_willing: 1,
      salary_expectation: '26k-30k',
      motivation: application.motivation,
      additional_info: application.additionalInfo,
      status: 'new',
    });
    expect(JSON.parse(row.interested_roles)).toEqual(['Pet Care Assistant', 'Facility Manager']);
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.created_at).toBeGreaterThanOrEqual(before - 1000);
  });

  it('needs only the names, email and one role; the rest is stored empty and relocation defaults to no', async () => {
    const response = await postJson('/api/recruitment-applications', {
      firstName: 'Tom',
      lastName: 'Hughes',
      email: 'tom@example.com',
      interestedRoles: ['Dog Walker'],
    });
    expect(response.status).toBe(201);
    const row = (await stored())[0]!;
    expect(row).toMatchObject({
      first_name: 'Tom',
      phone: null,
      location: null,
      experience_level: null,
      availability: null,
      salary_expectation: null,
      relocate_willing: 0,
      status: 'new',
    });
    expect(JSON.parse(row.interested_roles)).toEqual(['Dog Walker']);
  });

  it('accepts every option of the fixed lists, by its short code or its label, and stores the code', async () => {
    const levels = Object.entries(experienceLevels);
    const availabilities = Object.entries(availabilityOptions);
    const bands = Object.entries(salaryBands);
    for (const [index, role] of interestedRoleOptions.entries()) {
      const [levelCode, levelLabel] = levels[index % levels.length]!;
      const [availabilityCode, availabilityLabel] = availabilities[index % availabilities.length]!;
      const [bandCode, bandLabel] = bands[index % bands.length]!;
      const byCode = index % 2 === 0;
      const response = await postJson('/api/recruitment-applications', {
        ...application,
        email: `candidate${index}@example.com`,
        interestedRoles: [role],
        experienceLevel: byCode ? levelCode : levelLabel,
        availability: byCode ? availabilityCode : availabilityLabel,
        salaryExpectation: byCode ? bandCode : bandLabel,
      });
      expect(response.status, role).toBe(201);
      const row = (await env.DB.prepare(
        'SELECT experience_level, availability, salary_expectation FROM recruitment_applications WHERE email = ?',
      )
        .bind(`candidate${index}@example.com`)
        .first())!;
      expect(row).toEqual({
        experience_level: levelCode,
        availability: availabilityCode,
        salary_expectation: bandCode,
      });
    }
    expect(await stored()).toHaveLength(interestedRoleOptions.length);
  });

  it('records the talent-pool consent only when its box was ticked: when, the policy version and the words shown', async () => {
    await postJson('/api/recruitment-applications', {
      ...application,
      email: 'consent-yes@example.co.uk',
      talentPoolConsent: true,
    });
    await postJson('/api/recruitment-applications', { ...application, email: 'consent-no@example.co.uk' });
    const yes = await env.DB.prepare(
      'SELECT consent_given_at, consent_policy_version, consent_wording FROM recruitment_applications WHERE email = ?',
    )
      .bind('consent-yes@example.co.uk')
      .first<Record<string, unknown>>();
    expect(yes?.consent_given_at).toBeGreaterThan(Date.now() - 60_000);
    // A dated version, with a number after the date when the words changed more than once that day.
    expect(yes?.consent_policy_version).toMatch(/^\d{4}-\d{2}-\d{2}(\.\d+)?$/);
    expect(yes?.consent_wording).toContain('Keep my details in the Pawsperity Consulting talent pool');
    const no = await env.DB.prepare(
      'SELECT consent_given_at, consent_policy_version, consent_wording FROM recruitment_applications WHERE email = ?',
    )
      .bind('consent-no@example.co.uk')
      .first();
    expect(no).toEqual({ consent_given_at: null, consent_policy_version: null, consent_wording: null });
    // The box on the form is never ticked for the visitor, and its words are the ones stored.
    const html = await (await request('/recruitment')).text();
    expect(html).toMatch(/<input(?=[^>]*name="talentPoolConsent")(?![^>]*checked)[^>]*>/);
    expect(html).toContain(String(yes?.consent_wording).replace(/&/g, '&amp;'));
  });

  it('stores a role ticked twice once', async () => {
    await postJson('/api/recruitment-applications', {
      ...application,
      interestedRoles: ['Dog Walker', 'Dog Walker', 'Other'],
    });
    expect(JSON.parse((await stored())[0]!.interested_roles)).toEqual(['Dog Walker', 'Other']);
  });

  it('refuses an empty or missing role list with "Please select at least one role"', async () => {
    expect((await refused({ ...application, interestedRoles: [] })).fields?.interestedRoles).toBe(
      'Please select at least one role',
    );
    const { interestedRoles: _unused, ...withoutRoles } = application;
    expect((await refused(withoutRoles)).fields?.interestedRoles).toBe('Please select at least one role');
    expect(await stored()).toHaveLength(0);
  });

  it('refuses a role that is not one of the twelve, under interestedRoles', async () => {
    expect(
      (await refused({ ...application, interestedRoles: ['Pet Care Assistant', 'Astronaut'] })).fields?.interestedRoles,
    ).toBe('Choose roles from the list');
    expect((await refused({ ...application, interestedRoles: 'Dog Walker' })).fields?.interestedRoles).toBeTruthy();
    expect((await refused({ ...application, interestedRoles: [7] })).fields?.interestedRoles).toBeTruthy();
    expect(await stored()).toHaveLength(0);
  });

  it('names each missing required field', async () => {
    const error = await refused({ firstName: ' ', interestedRoles: ['Other'] });
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['email', 'firstName', 'lastName']);
    expect(error.fields?.firstName).toBe('First name is required');
  });

  it('refuses a bad email, a bad phone number and choices outside the lists', async () => {
    expect((await refused({ ...application, email: 'priya-at-example' })).fields?.email).toBe(
      'Enter a valid email address',
    );
    expect((await refused({ ...application, phone: 'call me maybe' })).fields?.phone).toBe(
      'Enter a valid phone number',
    );
    expect((await refused({ ...application, experienceLevel: 'Guru' })).fields?.experienceLevel).toBeTruthy();
    expect((await refused({ ...application, availability: 'Never' })).fields?.availability).toBeTruthy();
    expect((await refused({ ...application, salaryExpectation: '£1,000,000' })).fields?.salaryExpectation).toBeTruthy();
    expect((await refused({ ...application, relocateWilling: 'yes' })).fields?.relocateWilling).toBeTruthy();
    expect(await stored()).toHaveLength(0);
  });

  it('refuses oversize fields and line breaks in single-line fields', async () => {
    expect((await refused({ ...application, firstName: 'P'.repeat(51) })).fields?.firstName).toBe(
      'First name must be at most 50 characters',
    );
    expect((await refused({ ...application, location: 'L'.repeat(101) })).fields?.location).toBe(
      'Location must be at most 100 characters',
    );
    expect((await refused({ ...application, motivation: 'm'.repeat(3001) })).fields?.motivation).toBe(
      'Motivation must be at most 3000 characters',
    );
    expect((await refused({ ...application, petExperience: 'p'.repeat(2001) })).fields?.petExperience).toBeTruthy();
    expect((await refused({ ...application, currentRole: 'Groomer\r\nBcc: x@y.z' })).fields?.currentRole).toBe(
      'Current role must be on one line',
    );
    expect(await stored()).toHaveLength(0);
  });

  it('refuses an id, status or time chosen by the client', async () => {
    await refused({ ...application, status: 'hired' });
    await refused({ ...application, id: 'mine' });
    await refused({ ...application, createdAt: 0 });
    expect(await stored()).toHaveLength(0);
  });

  it('answers a filled honeypot with the usual 201 and stores nothing', async () => {
    const response = await postJson('/api/recruitment-applications', {
      ...application,
      website: 'https://spam.example',
    });
    await acceptedButNotStored(response, stored);
  });
});
