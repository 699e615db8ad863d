/**
 * The fixed option lists of the recruitment questionnaire (spec 02 §9). Each
 * choice has a stable code, which is what the form sends and what is stored,
 * and a label, which is what people read; a label can be reworded without
 * touching stored rows or breaking a client that sends the code.
 */

import { siteConfig } from './site-config';

export interface CodedOption<Code extends string = string> {
  code: Code;
  label: string;
}

export const experienceLevels = [
  { code: 'entry', label: 'Entry (0-2 years)' },
  { code: 'mid', label: 'Mid (2-5 years)' },
  { code: 'senior', label: 'Senior (5-10 years)' },
  { code: 'expert', label: 'Expert (10+ years)' },
] as const satisfies readonly CodedOption[];

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

export const availabilityOptions = [
  { code: 'full-time', label: 'Full-time' },
  { code: 'part-time', label: 'Part-time' },
  { code: 'contract', label: 'Contract/Freelance' },
  { code: 'flexible', label: 'Flexible hours' },
  { code: 'weekends', label: 'Weekends only' },
  { code: 'evenings', label: 'Evenings only' },
] as const satisfies readonly CodedOption[];

export const salaryBands = [
  { code: '18k-22k', label: '£18,000-£22,000' },
  { code: '22k-26k', label: '£22,000-£26,000' },
  { code: '26k-30k', label: '£26,000-£30,000' },
  { code: '30k-35k', label: '£30,000-£35,000' },
  { code: '35k-40k', label: '£35,000-£40,000' },
  { code: '40k-50k', label: '£40,000-£50,000' },
  { code: '50k-plus', label: '£50,000+' },
] as const satisfies readonly CodedOption[];

/** The label people read for a stored code; the stored text itself when it is not a known code (rows from before codes). */
export function optionLabel(options: readonly CodedOption[], stored: string | null | undefined): string {
  if (!stored) return '';
  return options.find((option) => option.code === stored)?.label ?? stored;
}

export type InterestedRole = (typeof interestedRoleOptions)[number];

export function isInterestedRole(value: string): value is InterestedRole {
  return (interestedRoleOptions as readonly string[]).includes(value);
}

/** Applications are reviewed within this many working days (spec 02 §2, §9). */
export const applicationReviewWorkingDays = 5;

export const ROLE_REQUIRED_MESSAGE = 'Please select at least one role';

/**
 * The talent pool is the one purpose of the questionnaire that rests on
 * consent (privacy policy), so it is asked for on its own, unticked. These
 * exact words are shown beside the box and stored with the consent; `email` is the business details' address then.
 */
export const talentPoolConsentWording = (email: string) =>
  `Keep my details in the ${siteConfig.name} talent pool so that you can contact me about suitable pet-care roles for the next ${Math.round(siteConfig.retentionDays.recruitmentApplications / 30.44)} months. I can withdraw this at any time by emailing ${email}.`;

/** The fields of the questionnaire, in form order (the names the form and the API share). */
const recruitmentFieldNames = [
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
  'talentPoolConsent',
] as const;

export type RecruitmentFieldName = (typeof recruitmentFieldNames)[number];

export function isRecruitmentFieldName(value: string): value is RecruitmentFieldName {
  return (recruitmentFieldNames as readonly string[]).includes(value);
}
