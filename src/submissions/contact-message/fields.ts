import type { ContactSubmissionInput } from './schema';
import { personFromFields } from '../person-fields';

export const CONTACT_ENDPOINT = '/api/contact-submissions';

/** The contact payload from the form's fields: used by the island for its JSON and by the server for a plain post. */
export function contactFromFields(fields: URLSearchParams): ContactSubmissionInput {
  const text = (name: string) => fields.get(name) ?? '';
  return {
    ...personFromFields(fields),
    businessType: text('businessType') as ContactSubmissionInput['businessType'],
    message: text('message'),
  };
}
