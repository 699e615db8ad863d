import { serviceCards } from '../../content/services';
import { siteConfig } from '../../content/site-config';
import { accentClasses } from '../../features/services/accents';
import { startingFromLabel } from '../../features/services/price';
import ServiceDetails from '../../features/services/ServiceDetails.island';
import { serviceIconPaths } from '../../features/services/service-icons';
import { Island } from '../../islands/Island';
import { SectionHeading } from '../../ui/SectionHeading';

/**
 * Home page section #services (spec 01 §2): the ten service cards, rendered
 * on the server; each card's Learn More button and dialog is a small island.
 */
export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading align="center" id="services-heading" title="Our Services" eyebrow="What we do">
        Practical consultancy for doggy daycare, boarding and multi-service pet businesses, from the first business plan to a busy, well-run site. Take a single
        service or combine several; every project has a fixed fee agreed before we start. Just getting going? Read our step-by-step guide on how to{' '}
        <a href="/doggy-daycare-guide" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
          open a doggy daycare in the UK
        </a>
        .
      </SectionHeading>

      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Consultancy services">
        {serviceCards.map((service) => {
          const colours = accentClasses[service.accent];
          return (
            <li key={service.id} className="card relative flex flex-col overflow-hidden pt-8" data-service={service.id}>
              <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-1.5 ${colours.stripe}`} />
              <span aria-hidden="true" className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ${colours.icon}`}>
                <svg
                  width="26"
                  height="26"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={serviceIconPaths[service.id] ?? 'M12 4v16M4 12h16'} />
                </svg>
              </span>
              <h3 className="mt-5 font-display text-xl font-bold text-ink">{service.title}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-muted">{service.description}</p>
              <p className="mt-5 mb-5 font-semibold text-brand-800">{startingFromLabel(service.startingFrom)}</p>
              <Island
                name="service-details"
                component={ServiceDetails}
                props={{ title: service.title, description: service.description, accent: service.accent, details: service.details }}
                hydrate="interaction"
              />
            </li>
          );
        })}
        <li className="flex flex-col justify-center rounded-2xl bg-brand-800 p-8 text-white sm:col-span-2">
          <h3 className="font-display text-2xl font-bold">Not sure which service you need?</h3>
          <p className="mt-3 max-w-xl leading-relaxed text-brand-50">
            Most owners start with a free {siteConfig.freeConsultationMinutes}-minute consultation. Tell us where your business is and where you want it to be,
            and we will suggest the few things worth doing first, with a fixed-price proposal only if it helps.
          </p>
          <p className="mt-6">
            <a href="#contact" className="btn-accent">
              Book Free Consultation
            </a>
          </p>
        </li>
      </ul>
    </section>
  );
}
