/**
 * The parts of /retreats that only tell: why come, workplace wellbeing with its statistics, the topics, where events
 * are held, and the closing Get in Touch (a mail link: for questions, not bookings).
 */
import { phoneHref } from '../../content/business-details';
import { retreatBenefits, retreatRegions, retreatTopics, wellbeingStatistics } from '../../content/retreats';
import { siteConfig } from '../../content/site-config';
import { businessDetails } from '../../render/request-settings';
import { brandPanelClass, PageSection } from '../../ui/PageSection';
import { SectionHeading } from '../../ui/SectionHeading';
import { Tick } from '../../ui/line-icons';
import { getInTouchHref } from './retreat-mail-links';

export const sectionClass = 'mx-auto max-w-7xl px-4 py-16 sm:px-6';

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

export function WhyChooseUs() {
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

export function WorkplaceWellbeing() {
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

export function Topics() {
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

export function Locations() {
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

export function GetInTouch() {
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
