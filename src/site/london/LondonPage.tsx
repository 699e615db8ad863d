import { londonAreas, londonBoroughs, londonChallenges, londonMarketFigures } from '../../content/london';
import type { BusinessDetails } from '../../content/business-details';
import { siteConfig } from '../../content/site-config';
import { Document } from '../../layout/Document';
import { BookConsultationLink, CallLink, ConsultationBand } from '../../layout/contact-links';
import { canonicalUrl, pageOrigin, trailFromHome } from '../../layout/page-meta';
import { businessDetails } from '../../render/request-settings';
import { FigureCards } from '../../ui/FigureCards';
import { PageHero } from '../../ui/PageHero';
import { PageSection } from '../../ui/PageSection';
import { BulletList } from '../../ui/BulletList';

const londonPath = '/doggy-daycare-london';
const title = 'Doggy Daycare Consultancy in London';
const description = `Opening a doggy daycare in London? Advice on rents, planning, space and staffing across ${londonBoroughs.length} boroughs, with a free ${siteConfig.freeConsultationMinutes}-minute consultation.`;

const trail = trailFromHome({ name: 'Doggy Daycare London', path: londonPath });

/** Built at render time: its addresses are at this request's site origin, its phone and email the stored ones. */
const structuredData = (details: BusinessDetails) => [
  {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: `${siteConfig.name}: doggy daycare consultancy in London`,
    url: canonicalUrl(londonPath),
    email: details.email,
    telephone: details.phoneDial,
    description,
    areaServed: londonBoroughs.map((borough) => ({
      '@type': 'AdministrativeArea',
      name: borough,
      containedInPlace: { '@type': 'City', name: 'London' },
    })),
    parentOrganization: { '@type': 'Organization', name: siteConfig.name, url: pageOrigin() },
  },
];

/** /doggy-daycare-london: the London landing page (spec 02 §2, §9). Content only, no islands. */
export function LondonPage() {
  return (
    <Document
      meta={{
        title,
        description,
        path: londonPath,
        breadcrumbs: trail,
        structuredData: structuredData(businessDetails()),
      }}
    >
      <PageHero
        trail={trail}
        eyebrow="London"
        title="Doggy Daycare Consultancy in London"
        actions={
          <>
            <BookConsultationLink className="btn-primary" />
            <CallLink className="btn-outline" />
          </>
        }
      >
        <p>
          London is full of dog owners who work long days, and it has some of the hardest conditions in the UK to open a
          daycare in. We help you find a site that works, get it through planning and licensing, and build a business
          that covers London costs.
        </p>
      </PageHero>

      <PageSection
        headingId="london-market-heading"
        className="mx-auto max-w-6xl px-4 py-12 sm:px-6"
        title="Why London"
      >
        <FigureCards
          figures={londonMarketFigures}
          className="mt-8 grid gap-4 sm:grid-cols-3"
          cardClassName="card flex flex-col text-center"
          valueSize="text-4xl"
        />
        <p className="mt-4 text-sm text-muted">
          Rounded figures we use when sizing demand across Greater London. Before you commit to a site, we check the
          numbers for your own borough and catchment.
        </p>
      </PageSection>

      <PageSection
        headingId="london-challenges-heading"
        className="bg-white"
        column="mx-auto max-w-6xl px-4 py-16 sm:px-6"
        title="Four London challenges, and how to meet them"
        intro={
          <>
            These are the four problems London owners bring to us most often. Each can be planned for before you sign a
            lease.
          </>
        }
      >
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {londonChallenges.map((challenge) => (
            <li key={challenge.id} data-challenge={challenge.id} className="card">
              <h3 className="text-xl font-semibold text-ink">{challenge.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{challenge.problem}</p>
              <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-800">Our advice</p>
              <BulletList items={challenge.advice} className="mt-2 grid list-disc gap-2 pl-5 text-ink" />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        headingId="london-areas-heading"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
        title="Central and East London"
      >
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {londonAreas.map((area) => (
            <article key={area.id} id={area.id} aria-labelledby={`${area.id}-heading`} className="card">
              <h3 id={`${area.id}-heading`} className="text-xl font-semibold text-ink">
                {area.name}
              </h3>
              <p className="mt-1 text-sm text-muted">{area.boroughs.join(', ')}</p>
              <p className="mt-3 leading-relaxed text-ink">{area.text}</p>
            </article>
          ))}
        </div>
      </PageSection>

      <PageSection
        headingId="london-boroughs-heading"
        className="bg-white"
        column="mx-auto max-w-6xl px-4 py-16 sm:px-6"
        title={`The ${londonBoroughs.length} boroughs we serve`}
        intro={
          <>
            We visit sites in person across these boroughs and work remotely with owners everywhere else in London and
            the UK.
          </>
        }
      >
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-boroughs>
          {londonBoroughs.map((borough) => (
            <li key={borough} className="rounded-xl border border-stone-200 bg-cream px-4 py-3 font-medium text-ink">
              {borough}
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        headingId="london-guide-heading"
        className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6"
        title="Start with the numbers"
        align="center"
        intro={
          <>
            Our UK startup guide sets out the eight startup costs, the licences you need and the six steps to opening,
            line by line.
          </>
        }
      >
        <p className="mt-6">
          <a href="/doggy-daycare-guide" className="btn-outline">
            Read the Doggy Daycare Startup Guide
          </a>
        </p>
      </PageSection>

      <ConsultationBand
        headingId="london-cta-heading"
        title="Planning a London daycare?"
        intro={
          // biome-ignore format: a re-wrap moves React's text separators and changes the HTML
          <>
            Book a free {siteConfig.freeConsultationMinutes}-minute consultation and bring the unit you have in mind. We reply to every enquiry within{' '}
            {siteConfig.responsePromiseHours} hours.
          </>
        }
      />
    </Document>
  );
}
