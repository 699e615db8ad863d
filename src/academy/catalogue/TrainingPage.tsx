/**
 * /training: the Academy's front door. What it is, how to start (the free demo,
 * sign-in, My training), what each tier includes, the categories from D1 in
 * their two parts (#employee-training, #employer-training: the nav's
 * Employee Training and Employer Training lead there), the subscription prices
 * (#academy-prices) as the owner set them at /admin/content/academy-prices,
 * read from the content store on each render, and how a team gets a
 * subscription. It reads no session: the same page is served to everyone from
 * the page cache (a save moves the content version, so the next request renders
 * afresh), and a learner's own state lives at /training/me.
 */
import {
  academyAccessContact,
  academyQuizRule,
  academyReminderDays,
  academyTierList,
  type AcademyTier,
  tierOpening,
} from '../content/academy';
import { phoneHref } from '../../content/business-details';
import { type AcademyPrices, academyPricesOf } from '../../content/kinds/academy-prices';
import { siteContent } from '../../content/site-content';
import { siteConfig } from '../../content/site-config';
import { database } from '../../db/client';
import { activeModuleCounts, listActiveCategories } from '../content/training-repository';
import { CategoryIcon } from './CategoryIcon';
import { Document } from '../../layout/Document';
import { renderPage } from '../../render/render-page';
import { businessDetails } from '../../render/request-settings';
import { NumberedSteps } from '../../ui/NumberedSteps';
import { PageHero } from '../../ui/PageHero';
import { SectionHeading } from '../../ui/SectionHeading';
import { Tick } from '../../ui/line-icons';
import { formatPounds } from '../../lib/pounds';
import { SubscriptionPlans } from '../ui/SubscriptionPlans';
import { SubscribeLink } from '../subscriptions/SubscribeLink';
import { CardTitleLink } from './CardTitleLink';

type CategoryPreview = {
  slug: string;
  name: string;
  description: string;
  icon: string;
  requiredTier: string;
  moduleCount: number;
};

const moduleWord = (count: number) => `${count} ${count === 1 ? 'module' : 'modules'}`;

const { signInLinkMinutes } = siteConfig.academy;

const steps = [
  {
    title: 'Register for the free demo',
    text: `Give your name and email address on the sign-in page and accept the terms. There is no password: each time, we email you a sign-in link that works once, within ${signInLinkMinutes} minutes.`,
  },
  {
    title: 'Work through a module',
    text: 'Read each section, use the checklists on shift and mark sections complete as you go. Your progress is saved to your account, and My training shows where you left off.',
  },
  { title: 'Pass the quizzes', text: academyQuizRule },
  {
    title: 'Earn your certificate',
    text: 'Complete every section and pass every quiz to earn a certificate with its own number, such as PAW-2026-7K3M9QXR. Download it as a PDF: its QR code opens a page where anyone can check it is genuine.',
  },
];

/** A tier's badge: Free for the demo, else its monthly price (per seat for Employer), as the plans below show it. */
function tierPrice(tier: AcademyTier, prices: AcademyPrices): string {
  if (tier.id === 'employee') return `${formatPounds(prices.employeeMonthly)} a month`;
  if (tier.id === 'employer') return `${formatPounds(prices.employerMonthly)} a month per seat`;
  return tier.price;
}

function TierCard({ tier, opens, price }: { tier: AcademyTier; opens: string; price: string }) {
  return (
    <li className="card flex flex-col" data-tier={tier.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`tier-${tier.id}`} className="text-xl font-semibold text-ink">
          {tier.name}
        </h3>
        <p className="badge">{price}</p>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-muted">{tier.summary}</p>
      <p className="mt-3 font-semibold text-brand-800">{opens}</p>
      <ul className="mt-4 grid gap-2 text-sm text-ink">
        {tier.includes.map((line) => (
          <li key={line} className="flex gap-2">
            <Tick size={20} className="mt-0.5 shrink-0 text-brand-700" unfocusable />
            <span>{line}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

function CategoryCard({ category }: { category: CategoryPreview }) {
  return (
    <li className="card flex flex-col" data-category={category.slug}>
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <CategoryIcon icon={category.icon} className="h-7 w-7" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-ink">
        <CardTitleLink href={`/training/category/${category.slug}`}>{category.name}</CardTitleLink>
      </h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{category.description}</p>
      <dl className="mt-4 grid gap-1 text-sm">
        <div>
          <dt className="inline font-semibold text-ink">Modules: </dt>
          <dd className="inline font-semibold text-brand-800">{category.moduleCount}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-ink">Opened by: </dt>
          <dd className="inline text-muted">{tierOpening(category.requiredTier)}</dd>
        </div>
      </dl>
    </li>
  );
}

function CategorySection({
  id,
  title,
  intro,
  categories,
}: {
  id: string;
  title: string;
  intro: string;
  categories: CategoryPreview[];
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <SectionHeading id={`${id}-heading`} title={title}>
        {intro}
      </SectionHeading>
      {categories.length ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <CategoryCard key={category.slug} category={category} />
          ))}
        </ul>
      ) : (
        <p className="mt-8 text-muted">
          The modules for this part of the Academy are being written: ask us what is coming next.
        </p>
      )}
    </section>
  );
}

export function TrainingPage({
  categories,
  prices,
  paymentsOnline = false,
}: {
  categories: CategoryPreview[];
  prices: AcademyPrices;
  paymentsOnline?: boolean;
}) {
  const employee = categories.filter((category) => category.requiredTier !== 'employer');
  const employer = categories.filter((category) => category.requiredTier === 'employer');
  const total = (list: CategoryPreview[]) => list.reduce((sum, category) => sum + category.moduleCount, 0);
  const opens = {
    demo: `${moduleWord(employee.filter((category) => category.moduleCount > 0).length)} to try`,
    employee: moduleWord(total(employee)),
    employer: moduleWord(total(categories)),
  };
  const details = businessDetails();
  const access = academyAccessContact(details.email);
  return (
    <Document
      meta={{
        title: 'Training Academy',
        description:
          'Online training for UK dog daycare and pet-care teams: health and safety, dog behaviour, canine first aid, customer care, licensing, leadership. Free demo, marked quizzes and verifiable certificates.',
        path: '/training',
      }}
    >
      <PageHero
        eyebrow="Online training for pet-care teams"
        title="Training Academy"
        actions={
          <>
            <a className="btn-primary" href="/training/sign-in#register">
              Try the free demo
            </a>
            <a className="btn-outline" href="/training/sign-in">
              Sign in
            </a>
            <a className="btn-ghost" href="/training/me">
              My training
            </a>
          </>
        }
      >
        <p>
          Practical online training for dog daycare, boarding and grooming teams, and for the owners and managers who
          lead them. Short modules written for UK settings and UK law, with checklists to use on shift, quizzes that are
          marked, and a certificate for every module you complete that anyone can check online.
        </p>
      </PageHero>

      <section aria-labelledby="academy-start" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <SectionHeading id="academy-start" title="How to start">
          Register for the free demo, or sign in if you already have an account. Already started? My training lists your
          modules in progress, the ones you have completed and your certificates.
        </SectionHeading>
        <NumberedSteps steps={steps} />
        <p className="mt-6 max-w-3xl text-sm leading-relaxed text-muted">
          Where a topic needs refreshing, such as canine first aid, the certificate carries an expiry date, and we email
          you {academyReminderDays} before it so you can renew in time.
        </p>
      </section>

      <section aria-labelledby="academy-tiers" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <SectionHeading id="academy-tiers" title="What each tier includes">
          Everyone starts with the demo. A subscription opens the rest: Employee for the people who work with the dogs,
          Employer for the people who run the business and lead the team.
        </SectionHeading>
        <ul className="mt-8 grid gap-6 lg:grid-cols-3">
          {academyTierList.map((tier) => (
            <TierCard key={tier.id} tier={tier} opens={opens[tier.id]} price={tierPrice(tier, prices)} />
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted">
          <a className="font-semibold text-brand-800 underline underline-offset-4" href="#academy-prices">
            Compare the subscription prices
          </a>
          , monthly and annually.
        </p>
      </section>

      <CategorySection
        id="employee-training"
        title="Employee training"
        intro={`For everyone who works with the dogs: ${employee.length} ${employee.length === 1 ? 'category' : 'categories'} of the skills a daycare team uses every shift. The first module of each is free in the demo; an Employee or Employer subscription opens them all.`}
        categories={employee}
      />
      <CategorySection
        id="employer-training"
        title="Employer training"
        intro="For owners and managers: management and leadership, from running the business within the law to recruiting, training and keeping a good team. Opened by the Employer subscription."
        categories={employer}
      />

      <section aria-labelledby="academy-prices" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <SectionHeading id="academy-prices" title="Subscription prices">
          Every price includes VAT. Pay monthly, or for a year at a time. Employer is priced per seat: one for each team
          member or pending invitation, with your own account included.
        </SectionHeading>
        <div className="mt-8">
          <SubscriptionPlans
            prices={prices}
            action={(tier, billing) => <SubscribeLink tier={tier} billing={billing} online={paymentsOnline} />}
          />
        </div>
      </section>

      <section aria-labelledby="academy-team-access" className="mx-auto max-w-5xl px-4 pt-4 pb-16 sm:px-6">
        <div className="card border-accent-400 bg-accent-100">
          <h2 id="academy-team-access" className="text-2xl font-semibold text-ink">
            A subscription for you or your team
          </h2>
          <p className="mt-3 text-ink">
            Subscribe above and pay by card on Stripe's secure checkout page: access opens as soon as the payment goes
            through, and you manage or cancel it from your account. Would you rather be invoiced? Tell us who needs
            access and which plan, and we switch it on for the email address each person signs in with, at the prices
            above. When a subscription ends, the account goes back to the demo and keeps its progress and certificates.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a className="btn-primary" href={access.href}>
              Email us about a subscription
            </a>
            <a className="btn-outline" href={access.contactSectionHref}>
              Send us a message
            </a>
            <a className="btn-outline" href={access.bookingHref}>
              Book a free {siteConfig.freeConsultationMinutes}-minute consultation
            </a>
          </div>
          <p className="mt-4 text-sm text-ink">
            Or email{' '}
            <a className="font-semibold text-brand-800 underline underline-offset-4" href={`mailto:${access.email}`}>
              {access.email}
            </a>{' '}
            or call{' '}
            <a className="font-semibold text-brand-800 underline underline-offset-4" href={phoneHref(details)}>
              {details.phoneDisplay}
            </a>
            .
          </p>
        </div>
      </section>
    </Document>
  );
}

/** `paymentsOnline`: a Stripe key is set, so Subscribe opens the checkout form rather than an email. */
export async function renderTrainingPage(d1: D1Database, paymentsOnline: boolean): Promise<Response> {
  const db = database(d1);
  const [categories, counts, content] = await Promise.all([
    listActiveCategories(db),
    activeModuleCounts(db),
    siteContent(d1),
  ]);
  const previews = categories.map(({ slug, name, description, icon, requiredTier, id }) => ({
    slug,
    name,
    description,
    icon,
    requiredTier,
    moduleCount: counts.get(id) ?? 0,
  }));
  return renderPage(
    <TrainingPage categories={previews} prices={academyPricesOf(content)} paymentsOnline={paymentsOnline} />,
  );
}
