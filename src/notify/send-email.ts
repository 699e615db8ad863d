import { EmailMessage } from 'cloudflare:email';
import type { OutgoingEmail } from './mime';

/** Hands the message to a send_email binding (under `wrangler dev`, Miniflare writes it as an .eml file and logs the path). */
export async function sendEmail(binding: SendEmail, email: OutgoingEmail): Promise<void> {
  await binding.send(new EmailMessage(email.from, email.to, email.raw));
}
