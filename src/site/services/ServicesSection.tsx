import { coreServicesSentence } from '../../content/core-services';
import type { OfferedProgramme } from '../../content/offer';
import { siteConfig } from '../../content/site-config';
import { bookingHref } from '../../submissions/consultation-booking/wizard-link';
import { accentClasses } from './accents';
import { startingFromLabel } from './price';
import ServiceDetails from './ServiceDetails.island';
import { serviceIconPaths } from './service-icons';
import { Island } from '../../islands/Island';
import { formatPounds } from '../../lib/pounds';
import { countInWords } from '../../lib/text';
import { lineIcon, roundStroke } from '../../ui/line-icons';
import { SectionHeading } from '../../ui/SectionHeading';
import { BookConsultationLink } from '../../layout/contact-links';

/** "ten programmes", "one programme"; just "programmes" while none can be read (D1 down, nothing kept). */
function programmesInWords(count: number): string {
  if (count === 0) return 'programmes';
  return `${countInWords(count)} ${count === 1 ? 'programme' : 'programmes'}`;
}

/**
 * Home page section #services (spec 01 §2): the service cards (the programmes
 * the owner publishes, in their order), rendered on the server; each card's
 * Learn More button and dialog is a small island.
 */
export function ServicesSection({ programmes }: { programmes: readonly OfferedProgramme[] }) {
  return (
    <section id="services" aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      {/* biome-ignore format: a re-wrap moves React's text separators and changes the HTML */}
      <SectionHeading align="center" id="services-heading" title="Our Services" eyebrow="What we do">
        {`Practical consultancy for doggy daycare, boarding and multi-service pet businesses: ${programmesInWords(programmes.length)} across our five core services of`}{' '}
        {coreServicesSentence}. A card's price starts its full programme, and most programmes have a smaller fixed-scope package you can book on its own. Just
        getting going? Read our step-by-step guide on how to{' '}
        <a href="/doggy-daycare-guide" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
          open a doggy daycare in the UK
        </a>
        .
      </SectionHeading>

      <ul className="mt-8 grid gap-3 sm:mt-12 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3" aria-label="Consultancy services">
        {programmes.map((service) => {
          const colours = accentClasses[service.accent];
          const bookable = service.smallerPackage;
          return (
            <li
              key={service.id}
              id={`service-${service.id}`}
              className="card relative flex scroll-mt-24 flex-col overflow-hidden p-4 pt-5 sm:p-6 sm:pt-8"
              data-service={service.id}
            >
              <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-1.5 ${colours.stripe}`} />
              <span
                aria-hidden="true"
                className={`hidden h-12 w-12 items-center justify-center rounded-xl sm:inline-flex ${colours.icon}`}
              >
                <svg width="26" height="26" {...lineIcon} strokeWidth="1.8" {...roundStroke}>
                  <path d={serviceIconPaths[service.id] ?? 'M12 4v16M4 12h16'} />
                </svg>
              </span>
              <h3 className="font-display text-lg font-bold text-ink sm:mt-5 sm:text-xl">{service.title}</h3>
              {/* On a phone the card is one line of description: the dialog repeats it in full. */}
              <p className="mt-1 truncate text-muted sm:mt-3 sm:flex-1 sm:whitespace-normal sm:leading-relaxed">
                {service.description}
              </p>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-3 sm:mt-5 sm:flex-col sm:items-stretch sm:gap-5">
                <p className="text-sm font-semibold text-brand-800 sm:text-base">
                  {startingFromLabel(service.startingFrom)}
                  {bookable ? (
                    <span className="hidden text-sm font-normal text-muted sm:block">
                      Full programme. Or book the{' '}
                      <a
                        href={bookingHref(bookable.id)}
                        className="inline-block py-0.5 font-semibold text-brand-800 underline underline-offset-2"
                      >
                        {bookable.name} package, {formatPounds(bookable.price)}
                      </a>
                    </span>
                  ) : null}
                </p>
                <Island
                  name="service-details"
                  component={ServiceDetails}
                  props={{
                    title: service.title,
                    description: service.description,
                    accent: service.accent,
                    details: service.details,
                    bookable: bookable
                      ? { name: bookable.name, price: bookable.price, href: bookingHref(bookable.id) }
                      : null,
                  }}
                  hydrate="interaction"
                />
              </div>
            </li>
          );
        })}
        <li className="flex flex-col justify-center rounded-2xl bg-brand-800 p-8 text-white sm:col-span-2">
          <h3 className="font-display text-2xl font-bold">Not sure which service you need?</h3>
          <p className="mt-3 max-w-xl leading-relaxed text-brand-50">
            Most owners start with a free {siteConfig.freeConsultationMinutes}-minute consultation. Tell us where your
            business is and where you want it to be, and we will suggest the few things worth doing first, with a
            fixed-price proposal only if it helps.
          </p>
          <p className="mt-6">
            <BookConsultationLink className="btn-accent" href="#contact" />
          </p>
        </li>
      </ul>
    </section>
  );
}
