import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { interestedRoleOptions } from '../../src/content/recruitment';
import { pageHtml, pageText } from './page-html';
import { postForm, postFormWhileD1IsDown, postJson, request } from './request';

interface StoredApplication {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  location: string | null;
  experience_level: string | null;
  current_role: string | null;
  interested_roles: string;
  pet_experience: string | null;
  qualifications: string | null;
  availability: string | null;
  relocate_willing: number;
  salary_expectation: string | null;
  motivation: string | null;
  additional_info: string | null;
  status: string;
  created_at: number;
}

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

// The spec's options (spec 02 §9) with the stable code each is stored as, written out here rather than read from the code under test.
const experienceLevels = { entry: 'Entry (0-2 years)', mid: 'Mid (2-5 years)', senior: 'Senior (5-10 years)', expert: 'Expert (10+ years)' };
const availabilityOptions = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract/Freelance',
  flexible: 'Flexible hours',
  weekends: 'Weekends only',
  evenings: 'Evenings only',
};
const salaryBands = {
  '18k-22k': '£18,000-£22,000',
  '22k-26k': '£22,000-£26,000',
  '26k-30k': '£26,000-£30,000',
  '30k-35k': '£30,000-£35,000',
  '35k-40k': '£35,000-£40,000',
  '40k-50k': '£40,000-£50,000',
  '50k-plus': '£50,000+',
};

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

async function stored(): Promise<StoredApplication[]> {
  const { results } = await env.DB.prepare('SELECT * FROM recruitment_applications ORDER BY created_at').all<StoredApplication>();
  return results;
}

async function refused(body: unknown): Promise<ErrorBody['error']> {
  const response = await postJson('/api/recruitment-applications', body);
  expect(response.status).toBe(400);
  const { error } = (await response.json()) as ErrorBody;
  expect(error.code).toBe('validation_failed');
  expect(error.message).toBe('Some fields need attention.');
  return error;
}

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM recruitment_applications').run();
});

describe('POST /api/recruitment-applications (JSON)', () => {
  it('stores every field of the application as new, with the roles as a JSON list, and answers 201', async () => {
    const before = Date.now();
    const response = await postJson('/api/recruitment-applications', { ...application, website: '' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
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
      const row = (await env.DB.prepare('SELECT experience_level, availability, salary_expectation FROM recruitment_applications WHERE email = ?')
        .bind(`candidate${index}@example.com`)
        .first())!;
      expect(row).toEqual({ experience_level: levelCode, availability: availabilityCode, salary_expectation: bandCode });
    }
    expect(await stored()).toHaveLength(interestedRoleOptions.length);
  });

  it('records the talent-pool consent only when its box was ticked: when, the policy version and the words shown', async () => {
    await postJson('/api/recruitment-applications', { ...application, email: 'consent-yes@example.co.uk', talentPoolConsent: true });
    await postJson('/api/recruitment-applications', { ...application, email: 'consent-no@example.co.uk' });
    const yes = await env.DB.prepare('SELECT consent_given_at, consent_policy_version, consent_wording FROM recruitment_applications WHERE email = ?')
      .bind('consent-yes@example.co.uk')
      .first<Record<string, unknown>>();
    expect(yes?.consent_given_at).toBeGreaterThan(Date.now() - 60_000);
    // A dated version, with a number after the date when the words changed more than once that day.
    expect(yes?.consent_policy_version).toMatch(/^\d{4}-\d{2}-\d{2}(\.\d+)?$/);
    expect(yes?.consent_wording).toContain('Keep my details in the Pawsperity Consulting talent pool');
    const no = await env.DB.prepare('SELECT consent_given_at, consent_policy_version, consent_wording FROM recruitment_applications WHERE email = ?')
      .bind('consent-no@example.co.uk')
      .first();
    expect(no).toEqual({ consent_given_at: null, consent_policy_version: null, consent_wording: null });
    // The box on the form is never ticked for the visitor, and its words are the ones stored.
    const html = await (await request('/recruitment')).text();
    expect(html).toMatch(/<input(?=[^>]*name="talentPoolConsent")(?![^>]*checked)[^>]*>/);
    expect(html).toContain(String(yes?.consent_wording).replace(/&/g, '&amp;'));
  });

  it('stores a role ticked twice once', async () => {
    await postJson('/api/recruitment-applications', { ...application, interestedRoles: ['Dog Walker', 'Dog Walker', 'Other'] });
    expect(JSON.parse((await stored())[0]!.interested_roles)).toEqual(['Dog Walker', 'Other']);
  });

  it('refuses an empty or missing role list with "Please select at least one role"', async () => {
    expect((await refused({ ...application, interestedRoles: [] })).fields?.interestedRoles).toBe('Please select at least one role');
    const { interestedRoles: _unused, ...withoutRoles } = application;
    expect((await refused(withoutRoles)).fields?.interestedRoles).toBe('Please select at least one role');
    expect(await stored()).toHaveLength(0);
  });

  it('refuses a role that is not one of the twelve, under interestedRoles', async () => {
    expect((await refused({ ...application, interestedRoles: ['Pet Care Assistant', 'Astronaut'] })).fields?.interestedRoles).toBe(
      'Choose roles from the list',
    );
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
    expect((await refused({ ...application, email: 'priya-at-example' })).fields?.email).toBe('Enter a valid email address');
    expect((await refused({ ...application, phone: 'call me maybe' })).fields?.phone).toBe('Enter a valid phone number');
    expect((await refused({ ...application, experienceLevel: 'Guru' })).fields?.experienceLevel).toBeTruthy();
    expect((await refused({ ...application, availability: 'Never' })).fields?.availability).toBeTruthy();
    expect((await refused({ ...application, salaryExpectation: '£1,000,000' })).fields?.salaryExpectation).toBeTruthy();
    expect((await refused({ ...application, relocateWilling: 'yes' })).fields?.relocateWilling).toBeTruthy();
    expect(await stored()).toHaveLength(0);
  });

  it('refuses oversize fields and line breaks in single-line fields', async () => {
    expect((await refused({ ...application, firstName: 'P'.repeat(51) })).fields?.firstName).toBe('First name must be at most 50 characters');
    expect((await refused({ ...application, location: 'L'.repeat(101) })).fields?.location).toBe('Location must be at most 100 characters');
    expect((await refused({ ...application, motivation: 'm'.repeat(3001) })).fields?.motivation).toBe('Motivation must be at most 3000 characters');
    expect((await refused({ ...application, petExperience: 'p'.repeat(2001) })).fields?.petExperience).toBeTruthy();
    expect((await refused({ ...application, currentRole: 'Groomer\r\nBcc: x@y.z' })).fields?.currentRole).toBe('Current role must be on one line');
    expect(await stored()).toHaveLength(0);
  });

  it('refuses an id, status or time chosen by the client', async () => {
    await refused({ ...application, status: 'hired' });
    await refused({ ...application, id: 'mine' });
    await refused({ ...application, createdAt: 0 });
    expect(await stored()).toHaveLength(0);
  });

  it('answers a filled honeypot with the usual 201 and stores nothing', async () => {
    const response = await postJson('/api/recruitment-applications', { ...application, website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(await stored()).toHaveLength(0);
  });
});

describe('POST /api/recruitment-applications (form without JavaScript)', () => {
  function formBody(overrides: Record<string, string | string[] | undefined> = {}) {
    const fields: Record<string, string | string[] | undefined> = {
      firstName: 'Siân',
      lastName: 'Evans',
      email: 'sian@example.co.uk',
      phone: '',
      location: 'Swansea',
      experienceLevel: 'entry',
      currentRole: '',
      interestedRoles: ['Dog Walker', 'Pet Groomer'],
      petExperience: '',
      qualifications: '',
      availability: 'part-time',
      salaryExpectation: '',
      motivation: '',
      additionalInfo: '',
      website: '',
      ...overrides,
    };
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
    }
    return params.toString();
  }

  it('stores the application with every ticked role and the relocation box, then redirects to the confirmation', async () => {
    const response = await postForm('/api/recruitment-applications', formBody({ relocateWilling: 'true' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/recruitment?application=submitted#application');
    const row = (await stored())[0]!;
    expect(row).toMatchObject({
      first_name: 'Siân',
      location: 'Swansea',
      experience_level: 'entry',
      availability: 'part-time',
      relocate_willing: 1,
      status: 'new',
    });
    expect(JSON.parse(row.interested_roles)).toEqual(['Dog Walker', 'Pet Groomer']);
  });

  it('reads an unticked relocation box as no', async () => {
    await postForm('/api/recruitment-applications', formBody());
    expect((await stored())[0]?.relocate_willing).toBe(0);
  });

  it('answers an application without roles with the questionnaire again: Submission Failed naming the fields, every answer kept, nothing stored', async () => {
    const response = await postForm(
      '/api/recruitment-applications',
      formBody({ interestedRoles: undefined, email: 'nope', relocateWilling: 'true', motivation: 'Dogs & people <3' }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    const text = textOf(html);
    expect(html).toContain('data-application-outcome="invalid"');
    expect(text).toContain('Submission Failed');
    expect(text).toContain('Please select at least one role');
    expect(html).toMatch(/<input(?=[^>]*name="email")(?=[^>]*value="nope")(?=[^>]*aria-invalid="true")[^>]*>/);
    expect(html).toMatch(/<input(?=[^>]*name="firstName")(?=[^>]*value="Siân")[^>]*>/);
    expect(html).toMatch(/<input(?=[^>]*name="location")(?=[^>]*value="Swansea")[^>]*>/);
    expect(html).toMatch(/<option value="entry" selected="">Entry \(0-2 years\)<\/option>/);
    expect(html).toMatch(/<option value="part-time" selected="">Part-time<\/option>/);
    expect(html).toMatch(/<input(?=[^>]*name="relocateWilling")(?=[^>]*checked="")[^>]*>/);
    expect(html).toContain('Dogs &amp; people &lt;3</textarea>');
    expect(await stored()).toHaveLength(0);
  });

  it('keeps the ticked roles when another answer needs attention', async () => {
    const response = await postForm('/api/recruitment-applications', formBody({ email: '' }));
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const role of ['Dog Walker', 'Pet Groomer']) expect(html).toMatch(new RegExp(`<input(?=[^>]*value="${role}")(?=[^>]*checked="")[^>]*>`));
    expect(html.match(/name="interestedRoles"[^>]*checked=""|checked=""[^>]*name="interestedRoles"/g)).toHaveLength(2);
  });

  it('answers a storage failure with the questionnaire again: what happened, what to do, every answer kept, 503 with Retry-After', async () => {
    const response = await postFormWhileD1IsDown('/api/recruitment-applications', formBody({ motivation: 'Twelve years with rescue dogs' }));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
    const html = await response.text();
    const text = textOf(html);
    expect(html).toContain('data-form-notice="failed"');
    expect(text).toContain('we could not save your application just now');
    expect(text).toContain('hello@pawsperity.co.uk');
    expect(html).toMatch(/<input(?=[^>]*name="firstName")(?=[^>]*value="Siân")[^>]*>/);
    expect(html).toContain('Twelve years with rescue dogs</textarea>');
    for (const role of ['Dog Walker', 'Pet Groomer']) expect(html).toMatch(new RegExp(`<input(?=[^>]*value="${role}")(?=[^>]*checked="")[^>]*>`));
  });

  it('treats a filled honeypot as submitted but stores nothing', async () => {
    const response = await postForm('/api/recruitment-applications', formBody({ website: 'spam' }));
    expect(response.headers.get('location')).toBe('/recruitment?application=submitted#application');
    expect(await stored()).toHaveLength(0);
  });
});

const textOf = pageText;

const page = pageHtml;

describe('/recruitment page', () => {
  it('renders the questionnaire with every field, the exact option labels and the privacy line', async () => {
    const html = await page('/recruitment');
    const text = textOf(html);
    expect(html).toContain('<link rel="canonical" href="https://www.pawsperity.co.uk/recruitment"/>');
    expect(html).toMatch(/<h1[^>]*>Join Our Pet Care Talent Pool<\/h1>/);
    expect(html).toContain('data-island="recruitment-form"');
    expect(html).toMatch(/<form(?=[^>]*action="\/api\/recruitment-applications#application")(?=[^>]*method="post")[^>]*>/);
    for (const name of [
      'firstName',
      'lastName',
      'email',
      'phone',
      'location',
      'experienceLevel',
      'currentRole',
      'petExperience',
      'qualifications',
      'availability',
      'salaryExpectation',
      'motivation',
      'additionalInfo',
      'relocateWilling',
    ]) {
      expect(html, name).toContain(`name="${name}"`);
    }
    expect(html).toMatch(/<input(?=[^>]*type="email")[^>]*name="email"/);
    expect(html).toMatch(/<input(?=[^>]*type="tel")[^>]*name="phone"/);
    expect(html).toMatch(/<input(?=[^>]*type="checkbox")[^>]*name="relocateWilling"/);
    expect(html.match(/name="interestedRoles"/g)).toHaveLength(12);
    for (const [code, label] of [...Object.entries(experienceLevels), ...Object.entries(availabilityOptions), ...Object.entries(salaryBands)]) {
      expect(html).toContain(`<option value="${code}">${label.replace(/&/g, '&amp;')}</option>`);
    }
    for (const role of interestedRoleOptions) expect(text).toContain(role);
    expect(html.match(/<fieldset/g)?.length).toBeGreaterThanOrEqual(5);
    expect(html.match(/<legend/g)?.length).toBe(html.match(/<fieldset/g)?.length);
    for (const label of ['First Name', 'Last Name', 'Email Address']) expect(text).toContain(`${label} *`);
    expect(text).toContain('Submit Application');
    expect(html).toContain('href="/privacy"');
    expect(text).toContain('12 months (365 days)');
    expect(text).toContain('within 5 working days');
  });

  it('shows the confirmation, and no form, after a plain form post succeeded', async () => {
    const html = await page('/recruitment?application=submitted');
    const text = textOf(html);
    expect(text).toContain('Application Submitted!');
    expect(text).toContain("Thank you for your interest. We'll be in touch soon.");
    expect(text).toContain('We review every application within 5 working days');
    expect(html).toMatch(/<a href="\/"[^>]*>Return to Home<\/a>/);
    expect(html).not.toContain('data-island="recruitment-form"');
  });
});
