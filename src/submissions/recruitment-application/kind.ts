import { ITEM_KIND } from '../../db/item-kinds';
import {
  availabilityOptions,
  experienceLevels,
  optionLabel,
  salaryBands,
  talentPoolConsentWording,
} from '../../content/recruitment';
import { siteConfig } from '../../content/site-config';
import { recruitmentApplications as table } from '../../db/schema/submissions';
import { businessDetails } from '../../render/request-settings';
import { applicationFromFields } from './fields';
import { recruitmentApplicationSchema } from './schema';
import { consentGiven } from '../consent';
import { counted, shorten, storedList } from '../format';
import { listedByName } from '../person-name';
import { defineSubmission } from '../types';

const orNull = (value: string) => value || null;
const decline = { to: 'declined', label: 'Decline' };

/** The recruitment questionnaire (spec 02 §2, §3, §7). */
export const recruitmentApplication = defineSubmission({
  kind: ITEM_KIND.application,
  label: 'Recruitment application',
  plural: 'Recruitment applications',
  ...listedByName(table, table.interestedRoles),
  summary: (detail) => shorten(storedList(detail).join(', ')),
  schema: recruitmentApplicationSchema,
  fromFields: applicationFromFields,
  toRow: (input, { id, submissionId, now }) => ({
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
      ? {
          consentGivenAt: now,
          consentPolicyVersion: siteConfig.privacyPolicyVersion,
          consentWording: talentPoolConsentWording(businessDetails().email),
        }
      : {}),
  }),
  fields: [
    { label: 'First name', read: (row) => row.firstName },
    { label: 'Last name', read: (row) => row.lastName },
    { label: 'Email', read: (row) => row.email },
    { label: 'Phone', read: (row) => row.phone },
    { label: 'Location', read: (row) => row.location },
    { label: 'Experience level', read: (row) => optionLabel(experienceLevels, row.experienceLevel) },
    { label: 'Current role', read: (row) => row.currentRole },
    { label: 'Interested roles', read: (row) => storedList(row.interestedRoles) },
    { label: 'Pet care experience', read: (row) => row.petExperience, multiline: true, quoted: true },
    { label: 'Qualifications', read: (row) => row.qualifications, multiline: true, quoted: true },
    { label: 'Availability', read: (row) => optionLabel(availabilityOptions, row.availability) },
    { label: 'Willing to relocate', read: (row) => (row.relocateWilling ? 'Yes' : 'No') },
    { label: 'Salary expectation', read: (row) => optionLabel(salaryBands, row.salaryExpectation) },
    { label: 'Motivation', read: (row) => row.motivation, multiline: true, quoted: true },
    { label: 'Additional information', read: (row) => row.additionalInfo, multiline: true, quoted: true },
    { label: 'Talent pool consent', read: consentGiven },
    { label: 'Consent wording', read: (row) => row.consentWording, multiline: true },
  ],
  workflow: {
    statuses: ['new', 'reviewing', 'shortlisted', 'hired', 'declined'],
    awaitingStatus: 'new',
    moves: {
      new: [{ to: 'reviewing', label: 'Start review' }, decline],
      reviewing: [{ to: 'shortlisted', label: 'Shortlist' }, decline],
      shortlisted: [{ to: 'hired', label: 'Hire' }, decline],
    },
  },
  notification: 'email',
  email: {
    // Up to two roles by name, and how many more.
    subjectDetail: (row) => {
      const roles = storedList(row.interestedRoles);
      const more = roles.length > 2 ? ` and ${counted(roles.length - 2, 'more role', 'more roles')}` : '';
      return roles.length ? `${roles.slice(0, 2).join(', ')}${more}` : '';
    },
  },
  retentionDays: siteConfig.retentionDays.recruitmentApplications,
  exportName: 'recruitment_applications',
});
