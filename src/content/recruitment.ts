/**
 * The fixed option lists of the recruitment questionnaire (spec 02 §9). The
 * labels are what the visitor sees and also what is stored, so a row reads
 * the same in the database as it did on the form.
 */

export const experienceLevels = ['Entry (0-2 years)', 'Mid (2-5 years)', 'Senior (5-10 years)', 'Expert (10+ years)'] as const;

export const interestedRoleOptions = [
  'Pet Care Assistant',
  'Dog Walker',
  'Pet Groomer',
  'Veterinary Nurse',
  'Facility Manager',
  'Customer Service',
  'Operations Manager',
  'Business Development',
  'Marketing & Social Media',
  'Trainer/Behaviourist',
  'Administration',
  'Other',
] as const;

export const availabilityOptions = ['Full-time', 'Part-time', 'Contract/Freelance', 'Flexible hours', 'Weekends only', 'Evenings only'] as const;

export const salaryBands = ['£18,000-£22,000', '£22,000-£26,000', '£26,000-£30,000', '£30,000-£35,000', '£35,000-£40,000', '£40,000-£50,000', '£50,000+'] as const;

export type InterestedRole = (typeof interestedRoleOptions)[number];

export function isInterestedRole(value: string): value is InterestedRole {
  return (interestedRoleOptions as readonly string[]).includes(value);
}

/** Applications are reviewed within this many working days (spec 02 §2, §9). */
export const applicationReviewWorkingDays = 5;

export const ROLE_REQUIRED_MESSAGE = 'Please select at least one role';

/** The fields of the questionnaire, in form order (the names the form and the API share). */
export const recruitmentFieldNames = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'location',
  'experienceLevel',
  'currentRole',
  'interestedRoles',
  'petExperience',
  'qualifications',
  'availability',
  'relocateWilling',
  'salaryExpectation',
  'motivation',
  'additionalInfo',
] as const;

export type RecruitmentFieldName = (typeof recruitmentFieldNames)[number];

export function isRecruitmentFieldName(value: string): value is RecruitmentFieldName {
  return (recruitmentFieldNames as readonly string[]).includes(value);
}
