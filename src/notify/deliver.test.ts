import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { database } from '../db/client';
import { recordingMailer } from '../../test/support/notify';
import { deliver, type OutgoingMessage } from './deliver';

/** To the business's own address, which the recipient limit never holds. */
const context = () => ({ db: database(env.DB), now: new Date(), secret: env.SIGNING_SECRET });

const message: OutgoingMessage = {
  from: { name: 'Pawsperity Consulting website', email: 'notifications@pawsperity.co.uk' },
  to: 'hello@pawsperity.co.uk',
  replyTo: { name: 'Zoë Ångström', email: 'zoe@example.co.uk' },
  subject: 'New contact message: Zoë Ångström',
  text: 'Hello',
  html: '<p>Hello</p>',
};

describe('deliver', () => {
  it('hands Email Service the structured message: from, to, reply-to, subject, text and HTML as given', async () => {
    const mailer = recordingMailer();
    await deliver(mailer.binding, message, context());
    // The message above, field for field, with no attachments.
    expect(mailer.sent).toEqual([{ ...message, attachments: [] }]);
  });

  it('lets no name or subject a visitor typed add a header: line breaks and other control characters become spaces', async () => {
    const mailer = recordingMailer();
    await deliver(
      mailer.binding,
      {
        ...message,
        replyTo: { name: 'Ann\r\nBcc: victim@example.com', email: 'ann@example.co.uk' },
        subject: 'New contact message: Ann\nBcc: victim@example.com\u2028X',
      },
      context(),
    );
    const [sent] = mailer.sent;
    expect(sent?.replyTo).toEqual({ name: 'Ann  Bcc: victim@example.com', email: 'ann@example.co.uk' });
    expect(sent?.subject).toBe('New contact message: Ann Bcc: victim@example.com X');
  });

  it('leaves Reply-To out, and still sends, when a stored address is not plainly an address', async () => {
    const mailer = recordingMailer();
    await deliver(
      mailer.binding,
      { ...message, replyTo: { name: 'Ann', email: 'ann@example.co.uk>, <someone@example.com' } },
      context(),
    );
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.replyTo).toBeUndefined();
  });

  it('refuses, sending nothing, a from or to that is not plainly an address', async () => {
    const mailer = recordingMailer();
    await expect(
      deliver(mailer.binding, { ...message, to: 'hello@pawsperity.co.uk, victim@example.com' }, context()),
    ).rejects.toThrow(TypeError);
    await expect(
      deliver(mailer.binding, { ...message, from: { name: 'x', email: 'no address' } }, context()),
    ).rejects.toThrow(TypeError);
    expect(mailer.attempts).toBe(0);
  });

  it('sends an attachment as bytes, so the recipient reads the text that was attached, accents included', async () => {
    const mailer = recordingMailer();
    const ics = 'BEGIN:VCALENDAR\r\nSUMMARY:Consultation: Zoë Ångström\r\nEND:VCALENDAR\r\n';
    await deliver(
      mailer.binding,
      {
        ...message,
        attachments: [{ filename: 'consultation.ics', type: 'text/calendar; method=PUBLISH', content: ics }],
      },
      context(),
    );
    expect(mailer.sent[0]?.attachments).toEqual([
      { filename: 'consultation.ics', type: 'text/calendar; method=PUBLISH', disposition: 'attachment', content: ics },
    ]);
  });
});
