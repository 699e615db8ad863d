import { database } from '../db/client';
import { contactSubmissions } from '../db/schema';
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
    await database(c.env.DB).insert(contactSubmissions).values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      businessType: input.businessType || null,
      message: input.message,
      submissionId,
    }).onConflictDoNothing();
  },
  plain: {
    // Stored: back to the page (a reload then cannot send it twice), with the success notice.
    saved: (c) => c.redirect('/?contact=sent#contact', 303),
    again: (_c, form, _fields, status) => renderHome({ contact: form }, status),
  },
});
