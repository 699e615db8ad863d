import { z } from 'zod';
import { emailAddress, optionalLine, personName } from '../../lib/fields';

/** The demo registration form (/training/sign-in#register) and its POST: one schema for both. */
export const learnerRegistrationSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailAddress,
  companyName: optionalLine('Business name', 120),
  terms: z.literal('on', { error: 'Please accept the terms to register' }),
});

type LearnerRegistration = z.infer<typeof learnerRegistrationSchema>;
type RegistrationField = keyof LearnerRegistration;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;
