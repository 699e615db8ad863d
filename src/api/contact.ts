import { database } from '../db/client';
import { contactSubmissions } from '../db/schema';
import { notifyInBackground } from '../notify/enqueue';
import { outboxInsertFor } from '../notify/outbox';
import { contactFromFields } from '../features/contact/fields';
import { contactSubmissionSchema } from '../features/contact/schema';
import { renderHome } from '../pages/home/render-home';
import { formEndpoint } from './form-endpoint';

/** POST /api/contact-submissions: the contact form (spec 01 §7). */
export const contactApi = formEndpoint({
  schema: contactSubmissionSchema,
  fromFields: contactFromFields,
  async save(c, input, { submissionId }) {
    // Only named fields are stored; the server sets id, status and timestamp.
    // The message and its outbox row are one atomic batch: a stored message always has its notification on record.
    const db = database(c.env.DB);
    const id = crypto.randomUUID();
    const outbox = outboxInsertFor(db, 'contact', id);
    const [, notification] = await db.batch([
      db
        .insert(contactSubmissions)
        .values({
          id,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          businessType: input.businessType || null,
          message: input.message,
          submissionId,
        })
        .onConflictDoNothing(),
      outbox.insert,
    ]);
    notifyInBackground(c, outbox.entry, notification);
  },
  plain: {
    // Stored: back to the page (a reload then cannot send it twice), with the success notice.
    saved: (c) => c.redirect('/?contact=sent#contact', 303),
    again: (_c, form, _fields, status) => renderHome({ contact: form }, status),
  },
});
