import { faqCategories } from '../../../content/categories';
import { FAQ_KIND, type FaqDocument, faqDocument, faqPlaces } from '../../../content/kinds/faq';
import type { KindDefinition } from '../kinds/definition';

/** The FAQ: the home page's questions and the /faq page's, in the owner's order. */
export const faqDefinition: KindDefinition<FaqDocument> = {
  kind: FAQ_KIND,
  section: 'faq',
  one: 'Question',
  many: 'FAQ',
  intro:
    'The questions on the home page (its FAQ section) and on /faq, where they are grouped by category. Visitors see them in the order here.',
  schema: faqDocument,
  fields: [
    { name: 'place', label: 'Shown on', type: 'select', options: faqPlaces, required: true },
    {
      name: 'category',
      label: 'Category',
      type: 'select',
      options: faqCategories,
      hint: 'The group it is in on /faq.',
      required: true,
    },
    { name: 'question', label: 'Question', type: 'text', maxLength: 200, required: true },
    {
      name: 'answer',
      label: 'Answer',
      type: 'textarea',
      rows: 6,
      required: true,
      hint: 'Write {phone} or {email} for the phone number or email address in Business details: the answer then shows them as they are set there.',
    },
  ],
  titleOf: (document) => document.question,
  ordered: true,
};
