import { contactMessage } from '../../submissions/contact-message/kind';
import { type AnswerPage, formEndpoint } from '../../forms/form-endpoint';

/** POST /api/contact-submissions: the contact form (spec 01 §7). */
export const contactApi = (answerPage: AnswerPage) =>
  formEndpoint(contactMessage, {
    // Stored: back to the page (a reload then cannot send it twice), with the success notice.
    saved: (c) => c.redirect('/?contact=sent#contact', 303),
    again: (c, form, _fields, status) => answerPage(c, form, status),
  });
