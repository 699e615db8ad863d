import type { Offer } from '../content/offer';
import { siteConfig } from '../content/site-config';
import { articlePath } from './blog/post-list';
import { CardCover } from './blog/article-header';
import type { BlogPost } from '../content/types';
import { BookingWizardTool } from './booking/BookingWizardTool';
import type { BookingWizardView } from '../submissions/consultation-booking/wizard-state';
import type { BookingWindow } from '../submissions/consultation-booking/free-slots';
import { MarketingCalendarTool } from './downloads/MarketingCalendarTool';
import { GrowthQuizTool } from './quiz/GrowthQuizTool';
import { RoiCalculatorTool } from './roi/RoiCalculatorTool';
import type { FormState } from '../lib/form-state';
import { SectionHeading } from '../ui/SectionHeading';

const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The newest published article by date, linked to its own page; nothing until one is published. */
function LatestInsight({ post }: { post: BlogPost | undefined }) {
  if (!post) return null;
  return (
    <article aria-labelledby="latest-insight-heading" className="card flex flex-col overflow-hidden p-0">
      <CardCover post={post} className="h-auto w-full" />
      <div className="flex flex-1 flex-col p-6">
        <p className="badge self-start">Latest Insight</p>
        <p className="mt-3 text-sm text-muted">
          <time dateTime={post.date}>{shortDate.format(new Date(`${post.date}T00:00:00Z`))}</time>
          <span aria-hidden="true"> · </span>
          <span>{post.readTime}</span>
        </p>
        <h3 id="latest-insight-heading" className="mt-2 font-display text-xl font-bold text-ink">
          {post.title}
        </h3>
        <p className="mt-2 flex-1 text-muted">{post.excerpt}</p>
        <a href={articlePath(post.id)} className="btn-outline mt-5 self-start">
          Read Article<span className="sr-only">: {post.title}</span>
        </a>
      </div>
    </article>
  );
}

/**
 * Home page section #resources (spec 01 §2): the free tools (marketing
 * calendar, growth stage quiz, ROI calculator), the latest article and the
 * consultation booking wizard. Each tool is its own island, hydrated when it
 * scrolls into view; everything here is in the server HTML.
 */
interface ResourcesSectionProps {
  /** The address's query: the quiz and the ROI calculator answer their plain GET forms from it. */
  query: Record<string, string>;
  /** The newest published article, for the Latest Insight teaser. */
  latestPost: BlogPost | undefined;
  /** A plain calendar-download post that came back with messages. */
  calendarDownload?: FormState;
  /** The booking wizard's step and entries after a plain post. */
  booking?: BookingWizardView | undefined;
  /** The dates the booking wizard's date field offers. */
  bookingDates: BookingWindow;
  /** The programmes and packages the owner publishes: the wizard's boxes and prices. */
  offer: Offer;
}

export function ResourcesSection({
  query,
  latestPost,
  calendarDownload,
  booking,
  bookingDates,
  offer,
}: ResourcesSectionProps) {
  return (
    <section id="resources" aria-labelledby="resources-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading id="resources-heading" title="Free Resources & Tools" eyebrow="Resources">
          Practical tools we use with our own clients: plan a year of marketing, find out which growth stage your
          pet-care business is at, and test whether your numbers add up before you sign a lease or take on a loan. Free
          to use, no account needed.
        </SectionHeading>

        <article
          id="marketing-calendar"
          aria-labelledby="calendar-heading"
          className="mt-12 rounded-3xl bg-cream p-5 sm:p-8"
        >
          <h3 id="calendar-heading" className="font-display text-2xl font-bold text-ink">
            12-Month Marketing Calendar
          </h3>
          <p className="mt-2 max-w-3xl text-muted">
            A theme, a primary goal, tasks for social media, email, your website and your centre, and three ready-made
            campaigns for every month of the year, built around UK school holidays, seasonal boarding peaks and the
            quiet weeks every daycare needs to fill.
          </p>
          <div className="mt-6">
            <MarketingCalendarTool download={calendarDownload} />
          </div>
        </article>

        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <article id="growth-quiz" aria-labelledby="quiz-heading" className="card flex flex-col">
            <h3 id="quiz-heading" className="font-display text-2xl font-bold text-ink">
              Growth Stage Quiz
            </h3>
            <p className="mt-2 text-muted">
              Six quick questions about trading history, revenue, team, systems, occupancy and marketing. In about two
              minutes you will know which of five growth stages your business is at, what typically holds businesses
              back there, and the next steps worth taking.
            </p>
            <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-muted">
              <li>From planning a new daycare to running several sites</li>
              <li>Results on screen straight away; nothing to sign up for</li>
              <li>Concrete next steps for your stage</li>
            </ul>
            <div className="mt-6">
              <GrowthQuizTool query={query} />
            </div>
          </article>
          <LatestInsight post={latestPost} />
        </div>

        <article id="roi-calculator" aria-labelledby="roi-heading" className="card mt-10">
          <h3 id="roi-heading" className="font-display text-2xl font-bold text-ink">
            ROI Calculator
          </h3>
          <p className="mt-2 max-w-3xl text-muted">
            Enter your set-up cost, running costs, prices and expected occupancy to see monthly and annual revenue and
            profit, when you should break even and your return after 12 and 24 months. The figures filled in are an
            example for a 40-dog daycare: replace them with your own.
          </p>
          <div className="mt-6">
            <RoiCalculatorTool query={query} />
          </div>
        </article>

        <article id="book-consultation" aria-labelledby="booking-heading" className="mt-16">
          <div className="max-w-3xl">
            <h3 id="booking-heading" className="font-display text-2xl font-bold text-ink sm:text-3xl">
              Book Your Consultation
            </h3>
            {/* biome-ignore format: a re-wrap moves React's text separators and changes the HTML */}
            <p className="mt-2 text-muted">
              Choose the services you are interested in, tell us about your business and pick a time that suits you. Your initial{' '}
              {siteConfig.freeConsultationMinutes}-minute consultation is free, and we reply within {siteConfig.responsePromiseHours} hours.
            </p>
          </div>
          <div className="mt-6">
            <BookingWizardTool view={booking} dates={bookingDates} offer={offer} />
          </div>
        </article>
      </div>
    </section>
  );
}
