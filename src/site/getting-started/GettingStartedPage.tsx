import { engagementSteps, preparationLists, serviceTimelines } from '../../content/getting-started';
import { phoneHref, withDetails } from '../../content/business-details';
import { siteConfig } from '../../content/site-config';
import { Document } from '../../layout/Document';
import { businessDetails } from '../../render/request-settings';
import { PageHero } from '../../ui/PageHero';
import { NumberedSteps } from '../../ui/NumberedSteps';
import { PageSection } from '../../ui/PageSection';
import { TickList } from '../../ui/TickList';
import { trailFromHome } from '../../layout/page-meta';

/** The one call to action of the page (spec 02 §2): the home page's contact section. */
const contactHref = '/#contact';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4';

/** /getting-started: a welcome that explains how working with us begins, what to prepare and how long things take. */
export function GettingStartedPage() {
  const details = businessDetails();
  const minutes = siteConfig.freeConsultationMinutes;
  return (
    <Document
      meta={{
        title: 'Getting Started',
        description: `How working with ${siteConfig.name} begins: a free ${minutes}-minute consultation, what to prepare, what happens next and realistic timelines for business plans, facility design and staff training.`,
        path: '/getting-started',
        breadcrumbs: trailFromHome({ name: 'Getting Started', path: '/getting-started' }),
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
          Whether you are still deciding if a doggy daycare is right for you or already run a busy boarding business,
          working with us starts the same way: a free {minutes}-minute conversation with no obligation. Here is what
          happens, what to have ready and how long the work usually takes.
        </p>
      </PageHero>

      <PageSection
        headingId="getting-started-steps"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
        title="How it works"
        align="center"
      >
        <NumberedSteps steps={engagementSteps.map((step) => ({ ...step, text: withDetails(step.text, details) }))} />
      </PageSection>

      <PageSection
        headingId="getting-started-prepare"
        className="bg-white py-16"
        column="mx-auto max-w-6xl px-4 sm:px-6"
        title="What to prepare"
        intro={
          // biome-ignore format: a re-wrap moves React's text separators and changes the HTML
          <>
            None of this is required to book: the consultation is a conversation, not an exam. But the more you can share, the more useful those {minutes}{' '}
            minutes will be.
          </>
        }
      >
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {preparationLists.map((list) => (
            <div key={list.title} className="card bg-cream">
              <h3 className="text-lg font-semibold text-ink">{list.title}</h3>
              <p className="mt-2 text-sm text-muted">{list.intro}</p>
              <TickList items={list.items} className="mt-4 grid gap-2" small />
            </div>
          ))}
        </div>
      </PageSection>

      <PageSection
        headingId="getting-started-timelines"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
        title="Realistic timelines"
        intro={
          <>
            How long our most requested services usually take once you have agreed the proposal. Your proposal confirms
            the timeline for your project.
          </>
        }
      >
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
          Opening a new daycare from idea to first dogs typically takes 6-12 months, mostly because of premises,
          planning and licensing: a boarding licence alone can take 6-12 weeks. Our{' '}
          <a className={linkClass} href="/doggy-daycare-guide">
            doggy daycare startup guide
          </a>{' '}
          walks through each stage and its costs.
        </p>
      </PageSection>

      <PageSection
        headingId="getting-started-cta"
        className="hero-band py-16"
        column="mx-auto max-w-3xl px-4 text-center sm:px-6"
        title="Ready when you are"
        align="center"
        intro={
          <>
            Tell us where you are and where you want to be. We reply within {siteConfig.responsePromiseHours} hours, or
            call us on{' '}
            <a className={linkClass} href={phoneHref(details)}>
              {details.phoneDisplay}
            </a>
            .
          </>
        }
      >
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
      </PageSection>
    </Document>
  );
}
