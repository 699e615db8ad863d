import { siteConfig } from '../content/site-config';

/**
 * A mail link to our shared mailbox with the subject and body already written,
 * for the enquiries the site deliberately leaves to the visitor's mail program
 * (retreats, careers, training launch). Spaces are %20, not "+", because mail
 * programs do not decode "+" in mailto URLs.
 */
export function mailtoLink(subject: string, body: string, to: string = siteConfig.email): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
