import type { BusinessDetails } from '../../content/business-details';
import { legalDocument, type LegalSlug } from '../../content/legal/index';
import { companyRegistration, registrationFacts } from '../../content/legal/registration';
import type { LegalDocument } from '../../content/types';
import { bulletItems, legalDocumentText, legalFileName, legalTextPath, numberedHeading } from './legal-text';
import { todayInLondon, ukLongDate } from '../../lib/uk-date';
import { Document } from '../../layout/Document';
import { renderPage } from '../../render/render-page';
import { businessDetails } from '../../render/request-settings';
import { PageHero } from '../../ui/PageHero';
import { BulletList } from '../../ui/BulletList';
import { trailFromHome } from '../../layout/page-meta';
import { lineIcon } from '../../ui/line-icons';

/** The download button's words per document. */
const downloadLabels: Record<LegalDocument['slug'], string> = {
  privacy: 'Download Policy',
  terms: 'Download Terms',
  returns: 'Download Policy',
  cookies: 'Download Policy',
};

const sectionId = (index: number) => `section-${index + 1}`;

function Paragraph({ text }: { text: string }) {
  const items = bulletItems(text);
  if (items) {
    return <BulletList items={items} />;
  }
  return <p>{text}</p>;
}

/** Who is responsible for the document: the details the policy quotes that are known, in one place. */
function RegistrationDetails({ details }: { details: BusinessDetails }) {
  return (
    <aside aria-labelledby="registration-heading" className="card">
      <h2 id="registration-heading" className="font-display text-lg font-bold text-ink">
        Who we are
      </h2>
      <dl className="mt-3 grid gap-2 text-sm">
        {registrationFacts(companyRegistration(details)).map((fact) => (
          <div key={fact.term}>
            <dt className="font-semibold text-ink">{fact.term}</dt>
            <dd className="text-muted">{fact.value}</dd>
          </div>
        ))}
        <div>
          <dt className="font-semibold text-ink">Email</dt>
          <dd>
            <a className="font-semibold text-brand-800 underline underline-offset-4" href={`mailto:${details.email}`}>
              {details.email}
            </a>
          </dd>
        </div>
      </dl>
    </aside>
  );
}

/**
 * Privacy, terms, returns and cookies (spec 02 §2): the numbered sections, a
 * "Last updated" date that is today in UK format, and a download that is a
 * plain link to the .txt edition, so it works without JavaScript.
 */
export function LegalPage({
  document,
  details,
  updated,
}: {
  document: LegalDocument;
  details: BusinessDetails;
  updated: Date;
}) {
  return (
    <Document
      meta={{
        title: document.title,
        description: document.summary,
        path: `/${document.slug}`,
        breadcrumbs: trailFromHome({ name: document.title, path: `/${document.slug}` }),
      }}
    >
      <PageHero
        title={document.title}
        actions={
          <a
            className="btn-primary"
            href={legalTextPath(document.slug)}
            download={legalFileName(document)}
            type="text/plain"
            data-legal-download={document.slug}
          >
            <svg aria-hidden="true" width="18" height="18" {...lineIcon} strokeWidth="2" strokeLinecap="round">
              <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
            </svg>
            {downloadLabels[document.slug]}
          </a>
        }
      >
        <p>{document.summary}</p>
        <p className="mt-3 text-base font-semibold text-ink">
          Last updated: <time dateTime={todayInLondon(updated)}>{ukLongDate(updated)}</time>
        </p>
        {document.version ? (
          <p className="mt-1 text-sm text-muted" data-legal-version>
            Version {document.version}
          </p>
        ) : null}
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <div className="grid content-start gap-6 lg:sticky lg:top-24">
          <nav aria-labelledby="contents-heading" className="card">
            <h2 id="contents-heading" className="font-display text-lg font-bold text-ink">
              Contents
            </h2>
            <ol className="mt-3 grid gap-1.5 text-sm">
              {document.sections.map((section, index) => (
                <li key={section.heading}>
                  <a className="text-brand-800 underline-offset-4 hover:underline" href={`#${sectionId(index)}`}>
                    {numberedHeading(index, section.heading)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <RegistrationDetails details={details} />
        </div>
        <article className="prose min-w-0 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm break-anywhere sm:p-10">
          {document.sections.map((section, index) => (
            <section key={section.heading} id={sectionId(index)} aria-labelledby={`${sectionId(index)}-heading`}>
              <h2 id={`${sectionId(index)}-heading`}>{numberedHeading(index, section.heading)}</h2>
              {section.paragraphs.map((paragraph, paragraphIndex) => (
                <Paragraph key={paragraphIndex} text={paragraph} />
              ))}
            </section>
          ))}
        </article>
      </div>
    </Document>
  );
}

/** The page, dated the day it is served, with this request's business details. */
export function renderLegalPage(slug: LegalSlug): Promise<Response> {
  const details = businessDetails();
  return renderPage(<LegalPage document={legalDocument(slug, details)} details={details} updated={new Date()} />);
}

/** The plain-text edition as an attachment, dated the day it is downloaded. */
export function legalTextResponse(slug: LegalSlug): Response {
  const details = businessDetails();
  const document = legalDocument(slug, details);
  return new Response(legalDocumentText(document, new Date(), details.email), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'content-disposition': `attachment; filename="${legalFileName(document)}"`,
      // The date is today's: never serve yesterday's copy from a cache.
      'cache-control': 'no-store',
    },
  });
}
