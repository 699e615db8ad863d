/**
 * Retreat Formats on /retreats: each format the owner publishes, with its price and what it includes. Book This
 * Retreat on a format booked place by place leads to its next dated events (the list filtered by format); on a
 * format a business books for its team, it opens the enquiry form (TeamEnquiry.tsx).
 */
import type { RetreatFormat } from '../../content/retreat-events';
import type { FormState } from '../../lib/form-state';
import { PageSection } from '../../ui/PageSection';
import { Tick } from '../../ui/line-icons';
import { TEAM_BOOKER } from '../../content/kinds/retreat';
import { sectionClass } from './retreats-sections';
import { TeamEnquiry, TeamEnquiryButton } from './TeamEnquiry';
import { UPCOMING_EVENTS_ID } from './UpcomingEvents';

/** The list of events showing only this format's: a plain link, so it works without script. */
export const formatEventsHref = (format: Pick<RetreatFormat, 'slug'>) =>
  `/retreats?format=${encodeURIComponent(format.slug)}#${UPCOMING_EVENTS_ID}`;

function FormatCard({ format, enquiryInPage }: { format: RetreatFormat; enquiryInPage: boolean }) {
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
      {format.bookedBy === TEAM_BOOKER ? (
        <TeamEnquiryButton inPage={enquiryInPage} describedBy={headingId} />
      ) : (
        <a className="btn-primary mt-6 justify-center" href={formatEventsHref(format)} aria-describedby={headingId}>
          Book This Retreat
        </a>
      )}
    </li>
  );
}

export function Formats({
  formats,
  enquirySent,
  teamEnquiry,
}: {
  formats: readonly RetreatFormat[];
  enquirySent: boolean;
  teamEnquiry: FormState | undefined;
}) {
  const team = formats.find((format) => format.bookedBy === TEAM_BOOKER);
  return (
    <PageSection
      headingId="retreat-formats"
      className="bg-white"
      column={sectionClass}
      title="Retreat Formats"
      align="center"
      intro={
        <>
          From a single focused day to a private retreat for your whole team. Book a place on a dated event here, or ask
          us for a quote for your team.
        </>
      }
    >
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {formats.map((format) => (
          <FormatCard key={format.slug} format={format} enquiryInPage={teamEnquiry !== undefined} />
        ))}
      </ul>
      {/* Also when the format was archived after the visitor opened the page: what they posted is never dropped. */}
      {team || teamEnquiry || enquirySent ? (
        <TeamEnquiry sent={enquirySent} form={teamEnquiry} formatTitle={team?.title ?? 'Team Business Retreat'} />
      ) : null}
    </PageSection>
  );
}
