/**
 * A mail link with the subject and body already written, for the enquiries
 * the site deliberately leaves to the visitor's mail program (retreats,
 * careers, training launch). Spaces are %20, not "+", because mail programs
 * do not decode "+" in mailto URLs. The address is passed in: what our
 * mailbox is belongs to the site's content, not to this helper.
 */
export function mailtoLink(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
