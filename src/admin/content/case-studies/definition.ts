import {
  CASE_STUDIES_PATH,
  CASE_STUDY_KIND,
  type CaseStudyDocument,
  caseStudyDocument,
  MAX_CASE_STUDY_PHOTOS,
} from '../../../content/kinds/case-study';
import type { KindDefinition } from '../kinds/definition';

/** Case studies, on /case-studies (linked from /faq) once the first is published. */
export const caseStudiesDefinition: KindDefinition<CaseStudyDocument> = {
  kind: CASE_STUDY_KIND,
  section: 'case-studies',
  one: 'Case study',
  many: 'Case studies',
  intro: `A client's business, its problem, what was done and the results in figures, with photos. Read on ${CASE_STUDIES_PATH} in the order here, and linked from the Case Studies tile of /faq; until the first is published that page does not exist and the tile says Coming Soon.`,
  schema: caseStudyDocument,
  fields: [
    { name: 'business', label: 'Business', type: 'text', maxLength: 120, required: true },
    { name: 'problem', label: 'The problem', type: 'textarea', rows: 5, maxLength: 2000, required: true },
    { name: 'work', label: 'What we did', type: 'textarea', rows: 8, maxLength: 4000, required: true },
    {
      name: 'results',
      label: 'Results in figures',
      type: 'lines',
      rows: 4,
      required: true,
      hint: 'For example: Occupancy 62% → 88% in 9 months.',
    },
    { name: 'photos', label: 'Photos', type: 'pictures', maxItems: MAX_CASE_STUDY_PHOTOS },
  ],
  titleOf: (document) => document.business,
  ordered: true,
};
