import { EmailMessage } from 'cloudflare:email';
import type { OutgoingEmail } from './sign-in-email';

/** Hands the message to the send_email binding (locally Miniflare writes it as an .eml file). */
export async function sendEmail(binding: SendEmail, email: OutgoingEmail): Promise<void> {
  await binding.send(new EmailMessage(email.from, email.to, email.raw));
}
