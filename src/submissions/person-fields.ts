/**
 * The person every named form asks for (contact, booking wizard, recruitment):
 * first name, last name and email, read from the form's fields. Free of the
 * database, as the forms' islands use it too.
 */
export function personFromFields(fields: URLSearchParams): { firstName: string; lastName: string; email: string } {
  return {
    firstName: fields.get('firstName') ?? '',
    lastName: fields.get('lastName') ?? '',
    email: fields.get('email') ?? '',
  };
}
