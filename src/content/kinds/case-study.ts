/**
 * A case study as the owner edits it: a client's business, its problem, what was done and the results in figures,
 * with photos from the media library. Listed on /case-studies, and linked from /faq's Case Studies tile, once the
 * first is published. The seed loads none: clients and figures are never invented.
 */
import { z } from 'zod';
import { requiredLine, requiredText } from '../../lib/fields';
import { libraryPicture } from './library-picture';

export const CASE_STUDY_KIND = 'case-study';

/** Where visitors read them; answered only while at least one is published. */
export const CASE_STUDIES_PATH = '/case-studies';

export const MAX_CASE_STUDY_PHOTOS = 12;

export const caseStudyDocument = z.object({
  business: requiredLine('Business', 120),
  problem: requiredText('Problem', 2000),
  work: requiredText('What we did', 4000),
  /** One result a line, with its figures ("Occupancy 62% → 88% in 9 months"). */
  results: z
    .array(requiredLine('A result', 160), { error: 'Give at least one result in figures' })
    .min(1, 'Give at least one result in figures')
    .max(10, 'Give at most 10 results'),
  photos: z
    .array(z.object({ image: libraryPicture('a photo'), alt: requiredLine('Alt text', 250) }))
    .max(MAX_CASE_STUDY_PHOTOS, `At most ${MAX_CASE_STUDY_PHOTOS} photos`),
});

export type CaseStudyDocument = z.infer<typeof caseStudyDocument>;
