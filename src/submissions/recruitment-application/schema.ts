import { z } from 'zod';
import {
  availabilityOptions,
  experienceLevels,
  interestedRoleOptions,
  isInterestedRole,
  ROLE_REQUIRED_MESSAGE,
  salaryBands,
  type InterestedRole,
} from '../../content/recruitment';
import {
  emailAddress,
  optionalCodedChoice,
  optionalLine,
  optionalPhone,
  optionalText,
  personName,
} from '../../lib/fields';

/**
 * The roles a candidate ticked: at least one, each from the list of twelve,
 * each once. Checked as a whole so every problem is reported under
 * "interestedRoles", where the form shows it.
 */
const isRole = (value: unknown): value is InterestedRole => typeof value === 'string' && isInterestedRole(value);
const interestedRoles = z
  .array(z.unknown(), { error: ROLE_REQUIRED_MESSAGE })
  .min(1, ROLE_REQUIRED_MESSAGE)
  .max(interestedRoleOptions.length, 'Choose roles from the list')
  .refine((roles) => roles.every(isRole), 'Choose roles from the list')
  .transform((roles) => [...new Set(roles.filter(isRole))]);

/**
 * The recruitment questionnaire (spec 02 §3, §5), shared by the form and
 * POST /api/recruitment-applications.
 */
export const recruitmentApplicationSchema = z.strictObject({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailAddress,
  phone: optionalPhone,
  location: optionalLine('Location', 100),
  experienceLevel: optionalCodedChoice(experienceLevels, 'experience level'),
  currentRole: optionalLine('Current role', 100),
  interestedRoles,
  petExperience: optionalText('Pet care experience', 2000),
  qualifications: optionalText('Qualifications', 2000),
  availability: optionalCodedChoice(availabilityOptions, 'availability'),
  relocateWilling: z.boolean({ error: 'Willing to relocate must be yes or no' }).optional().default(false),
  salaryExpectation: optionalCodedChoice(salaryBands, 'salary expectation'),
  motivation: optionalText('Motivation', 3000),
  additionalInfo: optionalText('Additional information', 3000),
  /** The separate, unticked talent-pool consent; not ticked means the application is considered without joining the pool. */
  talentPoolConsent: z.boolean({ error: 'Talent pool consent must be yes or no' }).optional().default(false),
});

export type RecruitmentApplicationInput = z.input<typeof recruitmentApplicationSchema>;
