import {
  type CareersBenefitIcon,
  careersBenefits,
  careersProcess,
  careersRoleAreas,
  generalApplicationEmail,
  talentPoolEmail,
} from '../../content/careers';
import { siteConfig } from '../../content/site-config';
import { Document } from '../../layout/Document';
import { mailtoLink } from '../../lib/mailto';
import { businessDetails } from '../../render/request-settings';
import { PageHero } from '../../ui/PageHero';
import { NumberedSteps } from '../../ui/NumberedSteps';
import { PageSection } from '../../ui/PageSection';
import { lineIcon, roundStroke } from '../../ui/line-icons';
import { TickList } from '../../ui/TickList';
import { trailFromHome } from '../../layout/page-meta';

const iconPaths: Record<CareersBenefitIcon, string> = {
  lightbulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.7.5 1.1 1.3 1.1 2.2h5c0-.9.4-1.7 1.1-2.2A6 6 0 0 0 12 3z',
  sprout: 'M12 21v-9M12 12c0-4 3-7 8-7 0 4-3 7-8 7zM12 14c0-3-2.5-5.5-7-5.5 0 3 2.5 5.5 7 5.5z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
};

function BenefitIcon({ icon }: { icon: CareersBenefitIcon }) {
  return (
    <svg aria-hidden="true" width="28" height="28" {...lineIcon} strokeWidth="1.8" {...roundStroke}>
      <path d={iconPaths[icon]} />
    </svg>
  );
}

/** /careers: "Join Our Team" with benefits, the No Current Openings notice, two mail links and the four-step process. */
export function CareersPage() {
  const { email } = businessDetails();
  // Both mail links open the visitor's mail program with a ready message (spec 02 §2), so they work without JavaScript.
  const talentPoolHref = mailtoLink(email, talentPoolEmail.subject, talentPoolEmail.body);
  const generalApplicationHref = mailtoLink(email, generalApplicationEmail.subject, generalApplicationEmail.body);
  return (
    <Document
      meta={{
        title: 'Join Our Team',
        description: `Careers at ${siteConfig.name}: flexible, largely remote work helping UK doggy daycare and pet-care businesses succeed. No current openings; join our talent pool or send a general application.`,
        path: '/careers',
        breadcrumbs: trailFromHome({ name: 'Careers', path: '/careers' }),
      }}
    >
      <PageHero eyebrow="Careers" title="Join Our Team">
        <p>
          We help people open and run safe, well-managed and profitable doggy daycares, boarding and multi-service pet
          businesses across the UK. If you know pet care from the inside and enjoy solving practical problems, we would
          like to hear from you.
        </p>
      </PageHero>

      <PageSection
        headingId="careers-benefits"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
        title="Why work with us"
        align="center"
        intro={
          <>A small, specialist team where your experience of real pet businesses counts for more than a job title.</>
        }
      >
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {careersBenefits.map((benefit) => (
            <li key={benefit.name} className="card flex flex-col">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <BenefitIcon icon={benefit.icon} />
              </span>
              <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-800">{benefit.name}</p>
              <h3 className="mt-1 text-lg font-semibold text-ink">{benefit.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <section aria-labelledby="careers-openings" id="openings" className="mx-auto max-w-4xl px-4 sm:px-6">
        <div className="card border-accent-400 bg-accent-100 text-center sm:p-10">
          <h2 id="careers-openings" className="font-display text-2xl font-bold text-ink">
            No Current Openings
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-ink">
            We do not have any vacancies open right now. We grow as our client work grows, and when a role opens we look
            at our talent pool first. Join it now, or send us a general application, and we will contact you when
            something fits your skills and location.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a className="btn-primary" href={talentPoolHref} data-careers-mail="talent-pool">
              Join Our Talent Pool
            </a>
            <a className="btn-outline" href={generalApplicationHref} data-careers-mail="general-application">
              Send General Application
            </a>
          </div>
          <p className="mt-5 text-sm text-ink">
            Both buttons open your email program with a message ready to complete; or write to us at{' '}
            <a className="font-semibold text-brand-800 underline underline-offset-4" href={`mailto:${email}`}>
              {email}
            </a>
            .
          </p>
          <p className="mt-3 text-sm text-ink">
            Prefer a form? The{' '}
            <a className="font-semibold text-brand-800 underline underline-offset-4" href="/recruitment">
              talent pool questionnaire
            </a>{' '}
            tells us about your experience and the roles you want, so that we can also consider you for roles with the
            pet-care businesses we work with.
          </p>
        </div>
      </section>

      <PageSection
        headingId="careers-roles"
        className="mx-auto max-w-4xl px-4 py-16 sm:px-6"
        title="Who we look for"
        intro={
          <>
            When we hire, it is usually for one of these kinds of work. Tell us which fits you best, or what else you
            could bring.
          </>
        }
      >
        <TickList items={careersRoleAreas} className="mt-6 grid gap-3" />
      </PageSection>

      <PageSection
        headingId="careers-process"
        className="bg-white py-16"
        column="mx-auto max-w-7xl px-4 sm:px-6"
        title="Our hiring process"
        align="center"
        intro={<>Four clear steps, and you will always know where you stand.</>}
      >
        <NumberedSteps steps={careersProcess} cardClassName="card bg-cream" />
      </PageSection>
    </Document>
  );
}
