/**
 * /retreats (spec 02 §2, §9; issue 34): the owner's formats and the events still to come, each with its dates, price
 * now and places left, linking to its own page where it is booked; the team format's enquiry form, the early-bird
 * list, the topics. The mail links that remain (Enquire Now, an event still to be dated, Get in Touch) are for
 * questions, not bookings. Its two forms' plain posts come back here through renderRetreatsPageWith.
 */
import type { Context } from 'hono';
import type { RetreatFormat } from '../../content/retreat-events';
import { retreatFormatsOf } from '../../content/retreat-events';
import { type SiteContent, siteContent, siteContentOrKept } from '../../content/site-content';
import type { AppEnv } from '../../env';
import { Document } from '../../layout/Document';
import { trailFromHome } from '../../layout/page-meta';
import type { FormState } from '../../lib/form-state';
import { renderPage } from '../../render/render-page';
import { PageHero } from '../../ui/PageHero';
import { eventStructuredData } from './event-json-ld';
import { type EventListing, type PlacesNow, placesNow, placesUnknown, upcomingListings } from './event-listing';
import { Formats } from './FormatCards';
import { enquireNowHref } from './retreat-mail-links';
import { GetInTouch, Locations, Topics, WhyChooseUs, WorkplaceWellbeing } from './retreats-sections';
import { UPCOMING_EVENTS_ID, UpcomingEvents } from './UpcomingEvents';

/** What the page shows beyond the content: the list's filter, and the outcome of a form posted from it. */
export interface RetreatsPageState {
  /** ?format=<slug>: only this format's events. */
  format?: string;
  /** ?enquiry=sent: the team enquiry was stored. */
  enquirySent?: boolean;
  /** ?early-bird=sent: the early-bird sign-up was stored. */
  earlyBirdSent?: boolean;
  /** A plain post that came back, with its values and messages. */
  earlyBird?: FormState;
  teamEnquiry?: FormState;
}

export function RetreatsPage({
  formats,
  listings,
  state = {},
}: {
  formats: readonly RetreatFormat[];
  listings: readonly EventListing[];
  state?: RetreatsPageState;
}) {
  const format = formats.find((candidate) => candidate.slug === state.format);
  const shown = format ? listings.filter((listing) => listing.event.format === format.slug) : listings;
  const events = shown.flatMap((listing) => eventStructuredData(listing) ?? []);
  return (
    <Document
      meta={{
        title: 'Retreats & Learning Events for Pet Business Owners',
        description:
          'One-day intensives from £249, weekend retreats and private team retreats for UK dog daycare, boarding and pet-care owners: pricing, leadership, staff wellbeing and growth.',
        path: '/retreats',
        breadcrumbs: trailFromHome({ name: 'Retreats & Learning Events', path: '/retreats' }),
        ...(events.length ? { structuredData: events } : {}),
      }}
    >
      <PageHero
        eyebrow="Retreats & Learning Events"
        title="Retreats for Pet Business Owners & Their Teams"
        actions={
          <>
            <a className="btn-primary" href={`#${UPCOMING_EVENTS_ID}`}>
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
      <Formats formats={formats} enquirySent={state.enquirySent === true} teamEnquiry={state.teamEnquiry} />
      <WorkplaceWellbeing />
      <Topics />
      <UpcomingEvents
        listings={shown}
        format={format}
        earlyBird={{ sent: state.earlyBirdSent === true, form: state.earlyBird }}
      />
      <Locations />
      <GetInTouch />
    </Document>
  );
}

function pageFor(content: SiteContent, places: PlacesNow, state: RetreatsPageState, status = 200) {
  return renderPage(
    <RetreatsPage formats={retreatFormatsOf(content)} listings={upcomingListings(content, places)} state={state} />,
    status,
  );
}

/** The page as a visitor asks for it: the filter and a stored form's outcome come from the query. */
export async function renderRetreatsPage(c: Context<AppEnv>): Promise<Response> {
  const [content, places] = await Promise.all([siteContent(c.env.DB), placesNow(c.env.DB, new Date())]);
  return pageFor(content, places, {
    format: c.req.query('format'),
    enquirySent: c.req.query('enquiry') === 'sent',
    earlyBirdSent: c.req.query('early-bird') === 'sent',
  });
}

/**
 * The page as the answer to a plain post of one of its forms (400, 503), with the values and messages to show. When
 * D1 cannot be read (the 503 of a failed store), the events show without places: the entries come back all the same.
 */
export async function renderRetreatsPageWith(
  c: Context<AppEnv>,
  forms: { earlyBird?: FormState; teamEnquiry?: FormState },
  status: number,
): Promise<Response> {
  const now = new Date();
  const [content, places] = await Promise.all([
    siteContentOrKept(c.env.DB),
    placesNow(c.env.DB, now).catch(() => placesUnknown(now)),
  ]);
  return pageFor(content, places, forms, status);
}
