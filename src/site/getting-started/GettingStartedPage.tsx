import { engagementSteps, preparationLists, serviceTimelines } from '../../content/getting-started';
import { siteConfig } from '../../content/site-config';
import { Document } from '../../layout/Document';
import { PageHero } from '../../ui/PageHero';
import { NumberedSteps } from '../../ui/NumberedSteps';
import { SectionHeading } from '../../ui/SectionHeading';

/** The one call to action of the page (spec 02 §2): the home page's contact section. */
const contactHref = '/#contact';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4';

/** /getting-started: a welcome that explains how working with us begins, what to prepare and how long things take. */
export function GettingStartedPage() {
  const minutes = siteConfig.freeConsultationMinutes;
  return (
    <Document
      meta={{
        title: 'Getting Started',
        description: `How working with ${siteConfig.name} begins: a free ${minutes}-minute consultation, what to prepare, what happens next and realistic timelines for business plans, facility design and staff training.`,
        path: '/getting-started',
        breadcrumbs: [
          { name: 'Home', path: '/' },
          { name: 'Getting Started', path: '/getting-started' },
        ],
      }}
    >
      <PageHero
        eyebrow="Welcome"
        title="Getting Started"
        actions={
          <>
            <a className="btn-primary" href={contactHref}>
              Contact Us Today
            </a>
            <a className="btn-outline" href="/faq">
              Read the FAQ
            </a>
          </>
        }
      >
        <p>
          Whether you are still deciding if a doggy daycare is right for you or already run a busy boarding business, working with us starts the same way: a
          free {minutes}-minute conversation with no obligation. Here is what happens, what to have ready and how long the work usually takes.
        </p>
      </PageHero>

      <section aria-labelledby="getting-started-steps" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading id="getting-started-steps" title="How it works" align="center" />
        <NumberedSteps steps={engagementSteps} />
      </section>

      <section aria-labelledby="getting-started-prepare" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading id="getting-started-prepare" title="What to prepare">
            None of this is required to book: the consultation is a conversation, not an exam. But the more you can share, the more useful those {minutes}{' '}
            minutes will be.
          </SectionHeading>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {preparationLists.map((list) => (
              <div key={list.title} className="card bg-cream">
                <h3 className="text-lg font-semibold text-ink">{list.title}</h3>
                <p className="mt-2 text-sm text-muted">{list.intro}</p>
                <ul className="mt-4 grid gap-2">
                  {list.items.map((item) => (
                    <li key={item} className="flex gap-3 text-sm text-ink">
                      <svg
                        aria-hidden="true"
                        className="mt-0.5 shrink-0 text-brand-700"
                        width="16"
                        height="16"
                        viewBox="0 0 24 24"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.5"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      >
                        <path d="M5 12l5 5 9-10" />
                      </svg>
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="getting-started-timelines" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionHeading id="getting-started-timelines" title="Realistic timelines">
          How long our most requested services usually take once you have agreed the proposal. Your proposal confirms the timeline for your project.
        </SectionHeading>
        <dl className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {serviceTimelines.map((timeline) => (
            <div key={timeline.service} className="card">
              <dt className="text-lg font-semibold text-ink">{timeline.service}</dt>
              <dd className="mt-1 font-display text-3xl font-bold text-brand-800">{timeline.duration}</dd>
              <dd className="mt-2 text-sm leading-relaxed text-muted">{timeline.detail}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-8 max-w-3xl text-ink">
          Opening a new daycare from idea to first dogs typically takes 6-12 months, mostly because of premises, planning and licensing: a boarding licence
          alone can take 6-12 weeks. Our{' '}
          <a className={linkClass} href="/doggy-daycare-guide">
            doggy daycare startup guide
          </a>{' '}
          walks through each stage and its costs.
        </p>
      </section>

      <section aria-labelledby="getting-started-cta" className="hero-band py-16">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <SectionHeading align="center" id="getting-started-cta" title="Ready when you are">
            Tell us where you are and where you want to be. We reply within {siteConfig.responsePromiseHours} hours, or call us on{' '}
            <a className={linkClass} href={siteConfig.phoneHref}>
              {siteConfig.phoneDisplay}
            </a>
            .
          </SectionHeading>
          <p className="mt-8">
            <a className="btn-primary" href={contactHref}>
              Contact Us Today
            </a>
          </p>
          <p className="mt-6 text-sm text-muted">
            Want to see what we do first? Browse{' '}
            <a className={linkClass} href="/#services">
              our services
            </a>{' '}
            or the{' '}
            <a className={linkClass} href="/faq">
              frequently asked questions
            </a>
            .
          </p>
        </div>
      </section>
    </Document>
  );
}
