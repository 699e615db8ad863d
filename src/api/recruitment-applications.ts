import { Hono } from 'hono';
import { database } from '../db/client';
import { recruitmentApplications } from '../db/schema';
import type { AppEnv } from '../env';
import { recruitmentApplicationSchema, type RecruitmentApplication } from '../features/recruitment/schema';
import { fieldErrors } from '../lib/field-errors';
import { formFields, isFormPost } from './form-posts';
import { honeypotTripped, jsonBody } from './validation';

/** POST /api/recruitment-applications: the recruitment questionnaire (spec 02 §2, §3, §7). */
export const recruitmentApplicationsApi = new Hono<AppEnv>();

async function storeApplication(d1: D1Database, input: RecruitmentApplication) {
  // Only named fields are stored; the server sets id, status ("new") and the time.
  const orNull = (value: string) => value || null;
  await database(d1)
    .insert(recruitmentApplications)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: orNull(input.phone),
      location: orNull(input.location),
      experienceLevel: orNull(input.experienceLevel),
      currentRole: orNull(input.currentRole),
      interestedRoles: input.interestedRoles,
      petExperience: orNull(input.petExperience),
      qualifications: orNull(input.qualifications),
      availability: orNull(input.availability),
      relocateWilling: input.relocateWilling,
      salaryExpectation: orNull(input.salaryExpectation),
      motivation: orNull(input.motivation),
      additionalInfo: orNull(input.additionalInfo),
    });
}

/** A plain form sends each ticked role as its own field and a ticked box as "true"; an unticked box is absent. */
function applicationFromForm(form: URLSearchParams): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.fromEntries(form);
  fields.interestedRoles = form.getAll('interestedRoles');
  fields.relocateWilling = form.has('relocateWilling') && form.get('relocateWilling') !== 'false';
  return fields;
}

recruitmentApplicationsApi.post('/', async (c, next) => {
  // With JavaScript off the questionnaire posts url-encoded; the answer is a redirect to the confirmation or the error state.
  if (!isFormPost(c)) return next();
  const parsed = recruitmentApplicationSchema.safeParse(applicationFromForm(await formFields(c)));
  if (!parsed.success) {
    // Only the names of the fields to check travel in the address, never what was typed.
    const names = Object.keys(fieldErrors(parsed.error)).map((path) => path.split('.')[0]);
    const query = new URLSearchParams({ application: 'invalid', fields: [...new Set(names)].join(',') });
    return c.redirect(`/recruitment?${query.toString()}#application`, 303);
  }
  if (!honeypotTripped(parsed.data)) await storeApplication(c.env.DB, parsed.data);
  return c.redirect('/recruitment?application=submitted#application', 303);
});

recruitmentApplicationsApi.post('/', jsonBody(recruitmentApplicationSchema), async (c) => {
  const input = c.req.valid('json');
  if (!honeypotTripped(input)) await storeApplication(c.env.DB, input);
  return c.json({ ok: true }, 201);
});
