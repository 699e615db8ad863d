import { contactMessage } from '../../submissions/contact-message/kind';
import { formEndpoint } from '../../forms/form-endpoint';
import type { FormPages } from '../form-pages';

/** POST /api/contact-submissions: the contact form (spec 01 §7). */
export const contactApi = (pages: FormPages) =>
  formEndpoint(contactMessage, {
    // Stored: back to the page (a reload then cannot send it twice), with the success notice.
    saved: (c) => c.redirect('/?contact=sent#contact', 303),
    again: (_c, form, _fields, status) => pages.contact(form, status),
  });
