/** A named field's text from submitted form data; '' when it is missing (or, never in our forms, a file). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
