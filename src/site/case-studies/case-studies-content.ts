/** The case studies as the owner publishes them, each photo with its variants and the owner's alt text. */
import { CASE_STUDY_KIND, caseStudyDocument } from '../../content/kinds/case-study';
import type { PictureSource } from '../../content/media/picture';
import { publishedOf, type SiteContent, uploadedPicture } from '../../content/site-content';

export interface CaseStudy {
  business: string;
  problem: string;
  work: string;
  results: readonly string[];
  /** The photos still in the library, in the owner's order. */
  photos: readonly PictureSource[];
}

export function caseStudiesOf(content: SiteContent): CaseStudy[] {
  return publishedOf(content, CASE_STUDY_KIND, caseStudyDocument).map((study) => ({
    business: study.business,
    problem: study.problem,
    work: study.work,
    results: study.results,
    photos: study.photos.flatMap((photo) => {
      const picture = uploadedPicture(photo.image, content.pictures);
      return picture ? [{ ...picture, alt: photo.alt }] : [];
    }),
  }));
}
