import type { ContactSubmissionInput } from './schema';

export const CONTACT_ENDPOINT = '/api/contact-submissions';

/** The contact payload from the form's fields: used by the island for its JSON and by the server for a plain post. */
export function contactFromFields(fields: URLSearchParams): ContactSubmissionInput {
  const text = (name: string) => fields.get(name) ?? '';
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    businessType: text('businessType') as ContactSubmissionInput['businessType'],
    message: text('message'),
  };
}
