/**
 * /case-studies: every case study the owner has published, in the owner's order, with its photos. The address
 * answers only while there is one (a 404 before, and the sitemap lists it only then), so no visitor reaches an empty
 * page; /faq's Case Studies tile links here on the same terms.
 */
import { CASE_STUDIES_PATH } from '../../content/kinds/case-study';
import { Picture } from '../../content/media/picture';
import { siteContent } from '../../content/site-content';
import { Document } from '../../layout/Document';
import { NotFoundPage } from '../../layout/NotFoundPage';
import { trailFromHome } from '../../layout/page-meta';
import type { PageRoute } from '../../render/page-route';
import { renderPage } from '../../render/render-page';
import { PageHero } from '../../ui/PageHero';
import { type CaseStudy, caseStudiesOf } from './case-studies-content';

/** A photo's width at each screen: half the 5xl column from medium screens up. */
const PHOTO_SIZES = '(min-width: 1024px) 480px, (min-width: 768px) 50vw, 100vw';

/** The owner's text split at blank lines, one paragraph each. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={`${index}:${paragraph}`} className="mt-3 whitespace-pre-line leading-relaxed text-muted">
          {paragraph}
        </p>
      ))}
    </>
  );
}

function CaseStudyArticle({ study, index }: { study: CaseStudy; index: number }) {
  const headingId = `case-study-${index + 1}`;
  return (
    <article aria-labelledby={headingId} className="card">
      <h2 id={headingId} className="font-display text-3xl font-bold text-ink">
        {study.business}
      </h2>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <div>
          <h3 className="text-xl font-semibold text-ink">The problem</h3>
          <Paragraphs text={study.problem} />
        </div>
        <div>
          <h3 className="text-xl font-semibold text-ink">What we did</h3>
          <Paragraphs text={study.work} />
        </div>
      </div>
      <h3 className="mt-8 text-xl font-semibold text-ink">Results</h3>
      <ul className="mt-3 grid gap-2">
        {study.results.map((result, index) => (
          <li key={`${index}:${result}`} className="rounded-lg bg-brand-50 px-4 py-3 font-semibold text-ink">
            {result}
          </li>
        ))}
      </ul>
      {study.photos.length > 0 ? (
        <ul className="mt-8 grid gap-4 md:grid-cols-2" aria-label={`Photos of ${study.business}`}>
          {study.photos.map((photo, index) => (
            <li key={`${index}:${photo.sha256}`}>
              <Picture image={photo} sizes={PHOTO_SIZES} className="h-auto w-full rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

export function CaseStudiesPage({ studies }: { studies: readonly CaseStudy[] }) {
  return (
    <Document
      meta={{
        title: 'Case Studies',
        description: `UK pet-care businesses we have worked with: ${studies.map((study) => study.business).join(', ')}. The problem, what we did and the results in figures.`,
        path: CASE_STUDIES_PATH,
        breadcrumbs: trailFromHome({ name: 'Case Studies', path: CASE_STUDIES_PATH }),
      }}
    >
      <PageHero
        eyebrow="Case studies"
        title="Case Studies"
        actions={
          <a className="btn-primary" href="/#contact">
            Book Free Consultation
          </a>
        }
      >
        <p>Pet-care businesses we have worked with: the problem each faced, what we did and the results in figures.</p>
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-14 sm:px-6">
        {studies.map((study, index) => (
          <CaseStudyArticle key={`${index}:${study.business}`} study={study} index={index} />
        ))}
      </div>
    </Document>
  );
}

const studiesOf = async (c: Parameters<PageRoute['render']>[0]) => caseStudiesOf(await siteContent(c.env.DB));

export const caseStudiesRoute: PageRoute = {
  path: CASE_STUDIES_PATH,
  render: async (c) => {
    const studies = await studiesOf(c);
    if (studies.length === 0) return renderPage(<NotFoundPage path={c.req.path} />, 404);
    return renderPage(<CaseStudiesPage studies={studies} />);
  },
  sitemap: async (c) => ((await studiesOf(c)).length > 0 ? [{ path: CASE_STUDIES_PATH }] : []),
  caching: 'd1',
};
