import { londonAreas, londonBoroughs, londonChallenges, londonMarketFigures } from '../../content/london';
import { siteConfig } from '../../content/site-config';
import type { Crumb } from '../../ui/Breadcrumbs';
import { Document } from '../../layout/Document';
import { canonicalUrl, pageOrigin } from '../../layout/page-meta';
import { PageHero } from '../../ui/PageHero';
import { SectionHeading } from '../../ui/SectionHeading';

const londonPath = '/doggy-daycare-london';
const title = 'Doggy Daycare Consultancy in London';
const description = `Opening a doggy daycare in London? Advice on rents, planning, space and staffing across ${londonBoroughs.length} boroughs, with a free ${siteConfig.freeConsultationMinutes}-minute consultation.`;

const trail: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Doggy Daycare London', path: londonPath },
];

/** Built at render time: its addresses are at this request's site origin. */
const structuredData = () => [
  {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: `${siteConfig.name}: doggy daycare consultancy in London`,
    url: canonicalUrl(londonPath),
    email: siteConfig.email,
    telephone: siteConfig.phoneHref.replace('tel:', ''),
    description,
    areaServed: londonBoroughs.map((borough) => ({ '@type': 'AdministrativeArea', name: borough, containedInPlace: { '@type': 'City', name: 'London' } })),
    parentOrganization: { '@type': 'Organization', name: siteConfig.name, url: pageOrigin() },
  },
];

function CallLink({ className }: { className: string }) {
  return (
    <a href={siteConfig.phoneHref} className={className}>
      Call {siteConfig.phoneDisplay}
    </a>
  );
}

/** /doggy-daycare-london: the London landing page (spec 02 §2, §9). Content only, no islands. */
export function LondonPage() {
  return (
    <Document meta={{ title, description, path: londonPath, breadcrumbs: trail, structuredData: structuredData() }}>
      <PageHero
        trail={trail}
        eyebrow="London"
        title="Doggy Daycare Consultancy in London"
        actions={
          <>
            <a href="/#contact" className="btn-primary">
              Book Free Consultation
            </a>
            <CallLink className="btn-outline" />
          </>
        }
      >
        <p>
          London is full of dog owners who work long days, and it has some of the hardest conditions in the UK to open a daycare in. We help you find a site
          that works, get it through planning and licensing, and build a business that covers London costs.
        </p>
      </PageHero>

      <section aria-labelledby="london-market-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <SectionHeading id="london-market-heading" title="Why London" />
        <dl className="mt-8 grid gap-4 sm:grid-cols-3">
          {londonMarketFigures.map((figure) => (
            <div key={figure.label} className="card flex flex-col text-center">
              <dt className="order-2 mt-1 font-semibold text-ink">{figure.label}</dt>
              <dd className="order-1 font-display text-4xl font-bold text-brand-800">{figure.value}</dd>
              <dd className="order-3 mt-1 text-sm text-muted">{figure.note}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-muted">
          Rounded figures we use when sizing demand across Greater London. Before you commit to a site, we check the numbers for your own borough and catchment.
        </p>
      </section>

      <section aria-labelledby="london-challenges-heading" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <SectionHeading id="london-challenges-heading" title="Four London challenges, and how to meet them">
            These are the four problems London owners bring to us most often. Each can be planned for before you sign a lease.
          </SectionHeading>
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {londonChallenges.map((challenge) => (
              <li key={challenge.id} data-challenge={challenge.id} className="card">
                <h3 className="text-xl font-semibold text-ink">{challenge.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{challenge.problem}</p>
                <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-800">Our advice</p>
                <ul className="mt-2 grid list-disc gap-2 pl-5 text-ink">
                  {challenge.advice.map((advice) => (
                    <li key={advice}>{advice}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="london-areas-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionHeading id="london-areas-heading" title="Central and East London" />
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
      </section>

      <section aria-labelledby="london-boroughs-heading" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <SectionHeading id="london-boroughs-heading" title={`The ${londonBoroughs.length} boroughs we serve`}>
            We visit sites in person across these boroughs and work remotely with owners everywhere else in London and the UK.
          </SectionHeading>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-boroughs>
            {londonBoroughs.map((borough) => (
              <li key={borough} className="rounded-xl border border-stone-200 bg-cream px-4 py-3 font-medium text-ink">
                {borough}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="london-guide-heading" className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <SectionHeading align="center" id="london-guide-heading" title="Start with the numbers">
          Our UK startup guide sets out the eight startup costs, the licences you need and the six steps to opening, line by line.
        </SectionHeading>
        <p className="mt-6">
          <a href="/doggy-daycare-guide" className="btn-outline">
            Read the Doggy Daycare Startup Guide
          </a>
        </p>
      </section>

      <section aria-labelledby="london-cta-heading" className="bg-brand-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
          <SectionHeading align="center" id="london-cta-heading" title="Planning a London daycare?" onDark>
            Book a free {siteConfig.freeConsultationMinutes}-minute consultation and bring the unit you have in mind. We reply to every enquiry within{' '}
            {siteConfig.responsePromiseHours} hours.
          </SectionHeading>
          <p className="mt-8 flex flex-wrap justify-center gap-3">
            <a href="/#contact" className="btn-accent">
              Book Free Consultation
            </a>
            <CallLink className="btn-base border-2 border-white text-white hover:bg-brand-900" />
          </p>
        </div>
      </section>
    </Document>
  );
}
