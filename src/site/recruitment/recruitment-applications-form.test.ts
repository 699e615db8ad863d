/**
 * POST /api/recruitment-applications as the plain form without JavaScript
 * (stored and redirected, or the questionnaire again with every answer kept),
 * and the /recruitment page itself. JSON posts: recruitment-applications-json.test.ts.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { interestedRoleOptions } from '../../content/recruitment';
import { availabilityOptions, experienceLevels, salaryBands, stored } from '../../../test/support/recruitment-fixtures';
import { pageHtml, pageText } from '../../../test/support/page-html';
import { postForm, postFormWhileD1IsDown } from '../../../test/support/request';
import { redirectedButNotStored } from '../../../test/support/site-plain-posts';

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM recruitment_applications').run();
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
    for (const role of ['Dog Walker', 'Pet Groomer'])
      expect(html).toMatch(new RegExp(`<input(?=[^>]*value="${role}")(?=[^>]*checked="")[^>]*>`));
    expect(html.match(/name="interestedRoles"[^>]*checked=""|checked=""[^>]*name="interestedRoles"/g)).toHaveLength(2);
  });

  it('answers a storage failure with the questionnaire again: what happened, what to do, every answer kept, 503 with Retry-After', async () => {
    const response = await postFormWhileD1IsDown(
      '/api/recruitment-applications',
      formBody({ motivation: 'Twelve years with rescue dogs' }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
    const html = await response.text();
    const text = textOf(html);
    expect(html).toContain('data-form-notice="failed"');
    expect(text).toContain('we could not save your application just now');
    expect(text).toContain('hello@pawsperity.co.uk');
    expect(html).toMatch(/<input(?=[^>]*name="firstName")(?=[^>]*value="Siân")[^>]*>/);
    expect(html).toContain('Twelve years with rescue dogs</textarea>');
    for (const role of ['Dog Walker', 'Pet Groomer'])
      expect(html).toMatch(new RegExp(`<input(?=[^>]*value="${role}")(?=[^>]*checked="")[^>]*>`));
  });

  it('treats a filled honeypot as submitted but stores nothing', async () => {
    const response = await postForm('/api/recruitment-applications', formBody({ website: 'spam' }));
    await redirectedButNotStored(response, '/recruitment?application=submitted#application', stored);
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
    expect(html).toMatch(
      /<form(?=[^>]*action="\/api\/recruitment-applications#application")(?=[^>]*method="post")[^>]*>/,
    );
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
    for (const [code, label] of [
      ...Object.entries(experienceLevels),
      ...Object.entries(availabilityOptions),
      ...Object.entries(salaryBands),
    ]) {
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
