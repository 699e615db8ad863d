import { phoneHref } from '../../content/business-details';
import { retreatBenefits, retreatRegions, retreatTopics, wellbeingStatistics } from '../../content/retreats';
import { siteConfig } from '../../content/site-config';
import type { SiteContent } from '../../content/site-content';
import { businessDetails } from '../../render/request-settings';
import { Document } from '../../layout/Document';
import { renderPage } from '../../render/render-page';
import { PageHero } from '../../ui/PageHero';
import { brandPanelClass, PageSection } from '../../ui/PageSection';
import { SectionHeading } from '../../ui/SectionHeading';
import { Tick } from '../../ui/line-icons';
import { trailFromHome } from '../../layout/page-meta';
import {
  eventDates,
  type RetreatEvent,
  type RetreatFormat,
  retreatFormatsOf,
  upcomingEventsOf,
} from '../../content/retreat-events';
import { bookFormatHref, earlyBirdHref, enquireNowHref, eventEnquiryHref, getInTouchHref } from './retreat-mail-links';

const sectionClass = 'mx-auto max-w-7xl px-4 py-16 sm:px-6';

/**
 * A grid of plain cards, each a title over a short text: the reasons to come, the regions we hold events in.
 * Compact cards, for a grid of four, have a smaller title set closer to its text.
 */
function TitledCards({
  cards,
  gridClassName,
  compact = false,
}: {
  cards: { title: string; text: string }[];
  gridClassName: string;
  compact?: boolean;
}) {
  return (
    <ul className={gridClassName}>
      {cards.map((card) => (
        <li key={card.title} className="card">
          <h3 className={`font-display ${compact ? 'text-lg' : 'text-xl'} font-semibold text-ink`}>{card.title}</h3>
          <p className={`${compact ? 'mt-2' : 'mt-3'} leading-relaxed text-muted`}>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

function WhyChooseUs() {
  return (
    <PageSection
      headingId="why-retreats"
      className={sectionClass}
      title="Why Choose Our Retreats"
      align="center"
      intro={
        <>
          Built only for people who run pet-care businesses, led by consultants who have worked inside daycares and
          boarding kennels.
        </>
      }
    >
      <TitledCards
        cards={retreatBenefits.map((benefit) => ({ title: benefit.title, text: benefit.description }))}
        gridClassName="mt-10 grid gap-6 md:grid-cols-3"
      />
    </PageSection>
  );
}

function FormatCard({ format }: { format: RetreatFormat }) {
  const headingId = `format-${format.slug}`;
  return (
    <li className="card flex flex-col" data-retreat-format={format.slug}>
      <h3 id={headingId} className="font-display text-2xl font-bold text-ink">
        {format.title}
      </h3>
      <p className="mt-2 text-2xl font-bold text-brand-800">{format.priceText}</p>
      <dl className="mt-4 grid gap-2 text-sm">
        <div className="flex gap-2">
          <dt className="font-semibold text-ink">Duration:</dt>
          <dd className="text-muted">{format.duration}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-semibold text-ink">Group size:</dt>
          <dd className="text-muted">{format.capacity}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">Focus:</dt>
          <dd className="text-muted">{format.focus}</dd>
        </div>
      </dl>
      <ul className="mt-5 flex-1 grid content-start gap-2 text-sm text-ink">
        {format.highlights.map((highlight) => (
          <li key={highlight} className="flex gap-2">
            <Tick size={18} className="mt-0.5 shrink-0 text-brand-700" />
            <span>{highlight}</span>
          </li>
        ))}
      </ul>
      <a className="btn-primary mt-6 justify-center" href={bookFormatHref(format)} aria-describedby={headingId}>
        Book This Retreat
      </a>
    </li>
  );
}

function Formats({ formats }: { formats: readonly RetreatFormat[] }) {
  return (
    <PageSection
      headingId="retreat-formats"
      className="bg-white"
      column={sectionClass}
      title="Retreat Formats"
      align="center"
      intro={
        <>
          From a single focused day to a private retreat for your whole team. We confirm the full price and what it
          includes in writing before you commit to a place.
        </>
      }
    >
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {formats.map((format) => (
          <FormatCard key={format.slug} format={format} />
        ))}
      </ul>
    </PageSection>
  );
}

function WorkplaceWellbeing() {
  return (
    <section aria-labelledby="workplace-wellbeing" className={sectionClass}>
      <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
        <div>
          <SectionHeading id="workplace-wellbeing" title="Workplace Culture & Mental Health" />
          <div className="mt-4 grid gap-4 text-lg leading-relaxed text-muted">
            <p>
              Pet care is physical, emotionally demanding work: long days on your feet, noisy rooms, the occasional bite
              or scuffle to manage, and customers who are anxious about the dog they have left with you. Staff who love
              animals can still burn out, and in a small team one person leaving is felt by everyone.
            </p>
            <p>
              Every retreat includes practical time on wellbeing: rotas with proper breaks, debriefs after difficult
              incidents, clear routes for handling aggressive customers, and what your duty of care means in practice.
              We use the Health and Safety Executive&rsquo;s Management Standards for work-related stress (demands,
              control, support, relationships, role and change) as a simple checklist you can take back to your team.
            </p>
          </div>
        </div>
        <div>
          <h3 className="font-display text-xl font-semibold text-ink">What our clients tell us</h3>
          <ul className="mt-4 grid gap-4">
            {wellbeingStatistics.map((statistic) => (
              <li key={statistic.figure} className="card flex items-start gap-5" data-statistic={statistic.figure}>
                <span className="font-display text-4xl font-bold text-brand-800">{statistic.figure}</span>
                <span className="leading-relaxed text-ink">{statistic.claim}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted">
            These figures come from our own conversations with clients and from feedback forms at our workshops. They
            describe our clients&rsquo; experience, not an independent study, and results in your business will depend
            on your team and how the changes are put in place.
          </p>
        </div>
      </div>
    </section>
  );
}

function Topics() {
  return (
    <PageSection
      headingId="retreat-topics"
      className="bg-white"
      column={sectionClass}
      title="Topics We Cover"
      align="center"
      intro={<>Each retreat draws on these eight themes, weighted towards what the people in the room need most.</>}
    >
      <ul className="mx-auto mt-10 grid max-w-5xl gap-4 sm:grid-cols-2" data-retreat-topics>
        {retreatTopics.map((topic) => (
          <li
            key={topic}
            className="flex items-center gap-3 rounded-xl border border-stone-200 bg-cream px-5 py-4 font-semibold text-ink"
          >
            <Tick size={20} className="shrink-0 text-brand-700" />
            <span>{topic}</span>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

function EventCard({ event }: { event: RetreatEvent }) {
  const headingId = `event-${event.slug}`;
  const dates = eventDates(event);
  return (
    <li className="card flex flex-col" data-retreat-event={event.slug}>
      <p className="badge self-start">{event.length}</p>
      <h3 id={headingId} className="mt-4 font-display text-xl font-semibold text-ink">
        {event.title}
      </h3>
      <p className="mt-2 font-semibold text-brand-800">
        {event.startDate !== event.endDate ? <>Dates: {dates}</> : <>Date: {dates}</>}
      </p>
      {event.place ? <p className="mt-1 text-ink">Venue: {event.place}</p> : null}
      <p className="mt-3 flex-1 leading-relaxed text-muted">{event.summary}</p>
      <a className="btn-outline mt-6 justify-center" href={eventEnquiryHref(event)} aria-describedby={headingId}>
        Enquire About This Event
      </a>
    </li>
  );
}

function UpcomingEvents({ events }: { events: readonly RetreatEvent[] }) {
  const allSet = events.length > 0 && events.every((event) => event.startDate !== null && event.place);
  return (
    <PageSection
      id="events"
      headingId="upcoming-events"
      className={sectionClass}
      title="Upcoming Events"
      align="center"
      intro={
        allSet ? (
          <>Enquire now and we will tell you how to book a place.</>
        ) : (
          <>
            Dates and venues are being finalised. Enquire now and we will hold your interest and tell you first when
            each one is confirmed.
          </>
        )
      }
    >
      {events.length ? (
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {events.map((event) => (
            <EventCard key={event.slug} event={event} />
          ))}
        </ul>
      ) : (
        <p className="mt-10 text-center text-muted">
          No events are planned at the moment. Join the early-bird list to hear as soon as the next one is set.
        </p>
      )}
      <div className="mt-10 card flex flex-col items-start gap-4 border-accent-400 bg-accent-100 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="font-display text-xl font-semibold text-ink">Be first to hear</h3>
          <p className="mt-1 text-ink">
            Join the early-bird list and we will email you as soon as dates and venues are set, before places are
            advertised.
          </p>
        </div>
        <a className="btn-primary shrink-0" href={earlyBirdHref(events)}>
          Join the Early-Bird List
        </a>
      </div>
    </PageSection>
  );
}

function Locations() {
  return (
    <PageSection
      headingId="event-locations"
      className="bg-white"
      column={sectionClass}
      title="Event Locations"
      align="center"
      intro={
        <>
          We run events across the UK, choosing quiet venues with meeting space and good road and rail links. The venue
          for each event is announced with its date.
        </>
      }
    >
      <TitledCards
        cards={retreatRegions.map((region) => ({ title: region.region, text: region.description }))}
        gridClassName="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        compact
      />
      <p className="mt-6 text-center text-muted">
        Team Business Retreats can also be held at a venue near you or at your own premises, anywhere in the UK.
      </p>
    </PageSection>
  );
}

function GetInTouch() {
  const details = businessDetails();
  return (
    <PageSection
      headingId="retreats-get-in-touch"
      className="mx-auto max-w-5xl px-4 py-16 sm:px-6"
      column={brandPanelClass}
      title="Planning Something for Your Team?"
      align="center"
      onDark
      intro={
        // biome-ignore format: a re-wrap moves React's text separators and changes the HTML
        <>
          Tell us about your business and what you want to achieve. We will suggest the right format and send you dates and a price, usually within{' '}
          {siteConfig.responsePromiseHours} hours.
        </>
      }
    >
      <a className="btn-accent mt-8" href={getInTouchHref()}>
        Get in Touch
      </a>
      <p className="mt-6 text-brand-50">
        Or call{' '}
        <a className="font-semibold text-white underline underline-offset-4" href={phoneHref(details)}>
          {details.phoneDisplay}
        </a>
        .
      </p>
    </PageSection>
  );
}

/**
 * /retreats (spec 02 §2, §9): the owner's formats and events still to come, the topics; every enquiry is a prefilled
 * mail link. No island.
 */
export function RetreatsPage({
  formats,
  events,
}: {
  formats: readonly RetreatFormat[];
  events: readonly RetreatEvent[];
}) {
  return (
    <Document
      meta={{
        title: 'Retreats & Learning Events for Pet Business Owners',
        description:
          'One-day intensives from £249, weekend retreats and private team retreats for UK dog daycare, boarding and pet-care owners: pricing, leadership, staff wellbeing and growth.',
        path: '/retreats',
        breadcrumbs: trailFromHome({ name: 'Retreats & Learning Events', path: '/retreats' }),
      }}
    >
      <PageHero
        eyebrow="Retreats & Learning Events"
        title="Retreats for Pet Business Owners & Their Teams"
        actions={
          <>
            <a className="btn-primary" href="#events">
              View Upcoming Events
            </a>
            <a className="btn-outline" href={enquireNowHref()}>
              Enquire Now
            </a>
          </>
        }
      >
        <p>
          Step away from the daily run of drop-offs and rotas. Our retreats and learning events give daycare, boarding
          and grooming owners, and their teams, the time and the tools to fix pricing, lead with confidence and build a
          workplace people want to stay in.
        </p>
      </PageHero>
      <WhyChooseUs />
      <Formats formats={formats} />
      <WorkplaceWellbeing />
      <Topics />
      <UpcomingEvents events={events} />
      <Locations />
      <GetInTouch />
    </Document>
  );
}

/** `today`: London's date (YYYY-MM-DD); the page cache renders the page again on each new day in London. */
export function renderRetreatsPage(content: SiteContent, today: string): Promise<Response> {
  return renderPage(<RetreatsPage formats={retreatFormatsOf(content)} events={upcomingEventsOf(content, today)} />);
}
