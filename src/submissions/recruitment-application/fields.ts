import type { RecruitmentApplicationInput } from './schema';
import { personFromFields } from '../person-fields';

export const RECRUITMENT_ENDPOINT = '/api/recruitment-applications';

/**
 * The application from the form's fields, for the island's JSON and a plain
 * post alike: each ticked role is its own field, and a ticked box sends
 * "true" (an unticked one sends nothing).
 */
export function applicationFromFields(fields: URLSearchParams): RecruitmentApplicationInput {
  const text = (name: string) => fields.get(name) ?? '';
  return {
    ...personFromFields(fields),
    phone: text('phone'),
    location: text('location'),
    experienceLevel: text('experienceLevel'),
    currentRole: text('currentRole'),
    interestedRoles: fields.getAll('interestedRoles'),
    petExperience: text('petExperience'),
    qualifications: text('qualifications'),
    availability: text('availability'),
    relocateWilling: fields.has('relocateWilling') && fields.get('relocateWilling') !== 'false',
    salaryExpectation: text('salaryExpectation'),
    motivation: text('motivation'),
    additionalInfo: text('additionalInfo'),
    talentPoolConsent: fields.has('talentPoolConsent') && fields.get('talentPoolConsent') !== 'false',
  };
}
