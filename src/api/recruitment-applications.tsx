import { talentPoolConsentWording } from '../content/recruitment';
import { siteConfig } from '../content/site-config';
import { database } from '../db/client';
import { recruitmentApplications } from '../db/schema';
import { notifyInBackground } from '../notify/enqueue';
import { outboxInsertFor } from '../notify/outbox';
import { applicationFromFields } from '../features/recruitment/fields';
import { recruitmentApplicationSchema } from '../features/recruitment/schema';
import { RecruitmentPage } from '../pages/RecruitmentPage';
import { renderPage } from '../render/render-page';
import { formEndpoint } from './form-endpoint';

const orNull = (value: string) => value || null;

/** POST /api/recruitment-applications: the recruitment questionnaire (spec 02 §2, §3, §7). */
export const recruitmentApplicationsApi = formEndpoint({
  schema: recruitmentApplicationSchema,
  fromFields: applicationFromFields,
  async save(c, input, { submissionId }) {
    // Only named fields are stored; the server sets id, status ("new") and the time.
    // The application and its outbox row are one atomic batch: a stored application always has its notification on record.
    const db = database(c.env.DB);
    const id = crypto.randomUUID();
    const outbox = outboxInsertFor(db, 'application', id);
    const [, notification] = await db.batch([
      db
        .insert(recruitmentApplications)
        .values({
          id,
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
          submissionId,
          // Consent on record: when, under which policy version, and the words shown beside the box.
          ...(input.talentPoolConsent
            ? { consentGivenAt: new Date(), consentPolicyVersion: siteConfig.privacyPolicyVersion, consentWording: talentPoolConsentWording }
            : {}),
        })
        .onConflictDoNothing(),
      outbox.insert,
    ]);
    notifyInBackground(c, outbox.entry, notification);
  },
  plain: {
    saved: (c) => c.redirect('/recruitment?application=submitted#application', 303),
    again: (_c, form, _fields, status) => renderPage(<RecruitmentPage form={form} />, status),
  },
});
