import { contactMessage } from '../../submissions/contact-message/kind';
import { type AnswerPage, formEndpoint } from '../../forms/form-endpoint';

/**
 * POST /api/contact-submissions: the contact form (spec 01 §7). Mounted again for forms that land in the inbox as a
 * contact message from another page (the team retreat enquiry), each with its own page and `saved` address.
 */
export const contactApi = (answerPage: AnswerPage, saved = '/?contact=sent#contact') =>
  formEndpoint(contactMessage, {
    // Stored: back to the page (a reload then cannot send it twice), with the success notice.
    saved: (c) => c.redirect(saved, 303),
    again: (c, form, _fields, status) => answerPage(c, form, status),
  });
