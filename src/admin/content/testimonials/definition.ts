import { TESTIMONIAL_KIND, type TestimonialDocument, testimonialDocument } from '../../../content/kinds/testimonial';
import type { KindDefinition } from '../kinds/definition';

/** Clients' words, on the home page once the first is published; each only with the client's recorded permission. */
export const testimonialsDefinition: KindDefinition<TestimonialDocument> = {
  kind: TESTIMONIAL_KIND,
  section: 'testimonials',
  one: 'Testimonial',
  many: 'Testimonials',
  intro:
    'What clients say, in the About section of the home page, in the order here. Each needs the date the client gave permission to publish their words; the section shows nothing until the first is published.',
  schema: testimonialDocument,
  fields: [
    { name: 'name', label: "Client's name", type: 'text', maxLength: 100, required: true },
    { name: 'business', label: 'Their business', type: 'text', maxLength: 120, required: true },
    {
      name: 'quote',
      label: 'Quote',
      type: 'textarea',
      rows: 5,
      maxLength: 1000,
      required: true,
      hint: 'Their words, as they agreed to them.',
    },
    {
      name: 'permissionDate',
      label: 'Permission to publish recorded on',
      type: 'date',
      required: true,
      hint: 'The day the client agreed to these words being published. Visitors do not see it.',
    },
  ],
  titleOf: (document) => `${document.name}, ${document.business}`,
  ordered: true,
};
