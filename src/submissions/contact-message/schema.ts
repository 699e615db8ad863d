import { z } from 'zod';
import { businessTypeValues } from '../../content/business-types';
import { emailAddress, optionalChoice, personName, requiredText } from '../../lib/fields';

/** The contact form payload (spec 01 §3), shared by the form and POST /api/contact-submissions. */
export const contactSubmissionSchema = z.strictObject({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailAddress,
  businessType: optionalChoice(businessTypeValues, 'business type'),
  message: requiredText('Message', 5000),
});

export type ContactSubmissionInput = z.input<typeof contactSubmissionSchema>;
