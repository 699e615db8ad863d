import {
  contingencyRange,
  dogsForFloorArea,
  guidePlanningFigures as figures,
  launchSteps,
  licensingItems,
  squareFeetToSquareMetres,
  staffOnFloor,
  startupCosts,
  startupCostTotal,
} from '../../content/daycare-guide';
import { siteConfig } from '../../content/site-config';
import { formatPounds } from '../../lib/pounds';
import { Document } from '../../layout/Document';
import { BookConsultationLink, CallLink, ConsultationBand } from '../../layout/contact-links';
import { canonicalUrl, pageOrigin, trailFromHome } from '../../layout/page-meta';
import { FigureCards } from '../../ui/FigureCards';
import { PageHero } from '../../ui/PageHero';
import { StartupCostChart } from './StartupCostChart';
import { PageSection } from '../../ui/PageSection';
import { SectionHeading } from '../../ui/SectionHeading';
import { BulletList } from '../../ui/BulletList';

const guidePath = '/doggy-daycare-guide';
const title = 'How to Start a Doggy Daycare in the UK: Costs, Licences & Steps';

const total = startupCostTotal(startupCosts);
const contingency = contingencyRange(total);
const pounds = (range: { low: number; high: number }) => `${formatPounds(range.low)}–${formatPounds(range.high)}`;
const description = `Open a doggy daycare in the UK: startup costs of ${pounds(total)} line by line, the council animal activity licence, planning, staff ratios and six launch steps.`;

const playAreaSqM = Math.round(squareFeetToSquareMetres(figures.minimumIndoorSqFt));
const dogsInMinimumSpace = dogsForFloorArea(figures.minimumIndoorSqFt);

const keyFigures = [
  {
    value: `${figures.minimumIndoorSqFt.toLocaleString('en-GB')} sq ft`,
    label: 'Minimum indoor space',
    note: `About ${playAreaSqM} m² of play area`,
  },
  {
    value: `${figures.contingencyPercent.low}-${figures.contingencyPercent.high}%`,
    label: 'Budget contingency',
    note: 'Held on top of the eight cost lines',
  },
  {
    value: `${figures.workingCapitalMonths} months`,
    label: 'Working capital',
    note: 'Of running costs your income will not yet cover',
  },
  {
    value: `${figures.dogsPerDay.low}-${figures.dogsPerDay.high}`,
    label: 'Dogs per day',
    note: 'The range most viable sites work within',
  },
  {
    value: `${figures.monthsToLaunch.low}-${figures.monthsToLaunch.high} months`,
    label: 'To launch',
    note: 'From business plan to first day open',
  },
  {
    value: `${siteConfig.freeConsultationMinutes}-minute`,
    label: 'Free consultation',
    note: 'Talk your plan through with us',
  },
];

const contents = [
  { href: '#startup-costs', label: 'Startup costs' },
  { href: '#launch-steps', label: 'Six steps to launch' },
  { href: '#licensing', label: 'Licences, registration and insurance' },
  { href: '#rules', label: 'The rules across the UK' },
  { href: '#premises-and-staff', label: 'Premises, capacity and staff' },
];

const trail = trailFromHome({ name: 'Doggy Daycare Guide', path: guidePath });

/** Built at render time: its addresses are at this request's site origin. */
function structuredData() {
  const organisation = { '@type': 'Organization', name: siteConfig.name, url: pageOrigin() };
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'How to Start a Doggy Daycare in the UK',
      description,
      inLanguage: 'en-GB',
      url: canonicalUrl(guidePath),
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonicalUrl(guidePath) },
      author: organisation,
      publisher: { ...organisation, logo: { '@type': 'ImageObject', url: canonicalUrl('/images/logo.svg') } },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'HowTo',
      name: 'How to start a doggy daycare in the UK',
      description,
      estimatedCost: { '@type': 'MonetaryAmount', currency: 'GBP', minValue: total.low, maxValue: total.high },
      step: launchSteps.map((step, index) => ({
        '@type': 'HowToStep',
        position: index + 1,
        name: step.title,
        text: step.summary,
        url: canonicalUrl(`${guidePath}#step-${index + 1}`),
      })),
    },
  ];
}

/** /doggy-daycare-guide: the UK startup guide (spec 02 §2, §9). Content only, no islands. */
export function DaycareGuidePage() {
  return (
    <Document
      meta={{
        title,
        description,
        path: guidePath,
        ogType: 'article',
        breadcrumbs: trail,
        structuredData: structuredData(),
      }}
    >
      <PageHero
        trail={trail}
        eyebrow="UK startup guide"
        title="How to Start a Doggy Daycare in the UK"
        actions={
          <>
            <BookConsultationLink className="btn-primary" />
            <a href="#startup-costs" className="btn-outline">
              See Startup Costs
            </a>
            <CallLink className="btn-ghost" />
          </>
        }
      >
        <p>
          What it costs, which licences you need, how long it takes and the order to do things in: a practical plan for
          opening a dog day care centre in England, Scotland, Wales or Northern Ireland, written from the questions
          owners bring to us.
        </p>
      </PageHero>

      <PageSection
        headingId="key-figures-heading"
        className="mx-auto max-w-6xl px-4 py-12 sm:px-6"
        title="The numbers to plan around"
      >
        <FigureCards
          figures={keyFigures}
          className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          cardClassName="card flex flex-col"
          valueSize="text-3xl"
        />
        <nav
          aria-labelledby="guide-contents-heading"
          className="mt-10 rounded-2xl border border-stone-200 bg-white p-6"
        >
          <h2 id="guide-contents-heading" className="text-lg font-semibold text-ink">
            In this guide
          </h2>
          <ol className="mt-3 grid list-decimal gap-2 pl-6 sm:grid-cols-2">
            {contents.map((entry) => (
              <li key={entry.href}>
                <a
                  href={entry.href}
                  className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
                >
                  {entry.label}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </PageSection>

      <PageSection
        id="startup-costs"
        headingId="startup-costs-heading"
        className="bg-white"
        column="mx-auto max-w-6xl px-4 py-16 sm:px-6"
        title="Startup costs"
        intro={
          <>
            Opening a daycare in the UK typically costs {pounds(total)} before contingency. Where you land depends
            mostly on rent and on how much work the building needs: a ready-to-use industrial unit in a small town sits
            near the bottom, a city site that needs new drainage and soundproofing near the top.
          </>
        }
      >
        <div className="mt-10 max-w-3xl">
          <StartupCostChart lines={startupCosts} />
        </div>
        <div className="mt-12 grid gap-10 lg:grid-cols-3 lg:items-start">
          <table className="w-full border-collapse text-left lg:col-span-2">
            <caption className="mb-3 text-left font-semibold text-ink">
              Startup costs by line, low and high estimates
            </caption>
            <thead>
              <tr className="border-b-2 border-stone-300 text-sm text-muted">
                <th scope="col" className="py-2 pr-4">
                  Cost
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Low
                </th>
                <th scope="col" className="py-2 text-right">
                  High
                </th>
              </tr>
            </thead>
            <tbody>
              {startupCosts.map((line) => (
                <tr key={line.id} data-cost-line={line.id} className="border-b border-stone-200 align-top">
                  <th scope="row" className="py-3 pr-4 font-normal">
                    <span className="block font-semibold text-ink">{line.label}</span>
                    <span className="mt-1 block text-sm text-muted">{line.covers}</span>
                  </th>
                  <td className="whitespace-nowrap py-3 pr-4 text-right">{formatPounds(line.low)}</td>
                  <td className="whitespace-nowrap py-3 text-right">{formatPounds(line.high)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-cost-total className="font-bold text-ink">
                <th scope="row" className="py-3 pr-4">
                  Total
                </th>
                <td className="whitespace-nowrap py-3 pr-4 text-right">{formatPounds(total.low)}</td>
                <td className="whitespace-nowrap py-3 text-right">{formatPounds(total.high)}</td>
              </tr>
            </tfoot>
          </table>
          <div className="rounded-2xl bg-accent-100 p-6">
            <h3 className="text-lg font-semibold text-ink">
              Add a {figures.contingencyPercent.low}-{figures.contingencyPercent.high}% contingency
            </h3>
            {/* biome-ignore format: a re-wrap moves React's text separators and changes the HTML */}
            <p className="mt-2 leading-relaxed text-ink">
              Building work on older units almost always turns up something: drainage that needs relaying, a roof that leaks, a fire door the inspector wants.
              On these figures that is {pounds(contingency)} more, a total budget of{' '}
              {pounds({ low: total.low + contingency.low, high: total.high + contingency.high })}. Keep it separate from your working capital, which should
              carry {figures.workingCapitalMonths} months of the running costs your early income will not yet meet.
            </p>
          </div>
        </div>
      </PageSection>

      <PageSection
        id="launch-steps"
        headingId="launch-steps-heading"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
        title="Six steps to launch"
        intro={
          // biome-ignore format: a re-wrap moves React's text separators and changes the HTML
          <>
            Done one after another these steps would take more than a year. In practice the licence application runs alongside the fit-out and marketing starts
            before you open, which is how a well-organised daycare opens {figures.monthsToLaunch.low}-{figures.monthsToLaunch.high} months after the first
            spreadsheet.
          </>
        }
      >
        <ol className="mt-10 grid gap-6 md:grid-cols-2">
          {launchSteps.map((step, index) => (
            <li key={step.title} id={`step-${index + 1}`} className="card">
              <p className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-semibold uppercase tracking-wide text-brand-800">Step {index + 1}</span>
                <span className="badge">{step.timeframe}</span>
              </p>
              <h3 className="mt-3 text-xl font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{step.summary}</p>
              <BulletList items={step.tasks} className="mt-4 grid list-disc gap-2 pl-5 text-ink" />
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection
        id="licensing"
        headingId="licensing-heading"
        className="bg-white"
        column="mx-auto max-w-6xl px-4 py-16 sm:px-6"
        title="Licences, registration and insurance"
        intro={
          <>
            Four things must be in place before the first dog walks through the door. Start the licence first: it takes
            longest and the inspector needs to see the finished building.
          </>
        }
      >
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {licensingItems.map((item) => (
            <li key={item.id} data-licensing-item={item.id} className="card">
              <h3 className="text-xl font-semibold text-ink">{item.title}</h3>
              <p className="mt-2">
                <span className="badge">{item.timeframe === 'Ongoing' ? 'Ongoing' : `Allow ${item.timeframe}`}</span>
              </p>
              <p className="mt-3 leading-relaxed text-muted">{item.detail}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="rules"
        headingId="rules-heading"
        className="mx-auto max-w-4xl px-4 py-16 sm:px-6"
        title="The rules across the UK"
      >
        <div className="prose mt-6 text-lg">
          <h3>England</h3>
          <p>
            Commercial dog day care is licensed under the Animal Welfare (Licensing of Activities Involving Animals)
            (England) Regulations 2018. Your local council is the licensing authority: the district, unitary or London
            borough council where the premises are. Every licence carries the general conditions in Schedule 2, and day
            care adds its own in Schedule 4: no dog may stay overnight, every dog is screened before it is admitted,
            there must be a quiet area where a dog can get away from other dogs and people, and you keep a register of
            each dog with its microchip number, its owner's emergency contact and its usual vet. Records must be kept
            for three years.
          </p>
          <p>
            Defra publishes statutory guidance for the council inspectors who apply these conditions. Read it before you
            design the building: it is what your inspection will be measured against, and meeting its higher standards
            earns a better star rating and a longer licence.
          </p>
          <h3>Scotland, Wales and Northern Ireland</h3>
          <p>
            The 2018 Regulations apply only in England. In Scotland and Wales dog boarding is still licensed under the
            Animal Boarding Establishments Act 1963, and councils take different views on whether day care alone needs a
            licence; some Scottish councils, Glasgow among them, publish their own conditions for commercial day
            boarding. Northern Ireland has its own arrangements again. Wherever you are, the local council is the
            licensing authority, so speak to its licensing team before you sign a lease.
          </p>
          <h3>Planning permission and use class</h3>
          <p>
            A dog day care rarely fits neatly into a planning use class, and many councils in England treat it as sui
            generis (a use of its own). Moving into a shop or office (Class E) or a warehouse (Class B8) therefore
            usually needs planning permission for a change of use. Noise is what planning officers weigh most: keep play
            areas away from homes, budget for acoustic insulation and send a noise management plan with the application.
            Most applications are decided within eight weeks of being validated, so allow for it before you commit to
            rent.
          </p>
        </div>
      </PageSection>

      <section id="premises-and-staff" aria-labelledby="premises-heading" className="bg-white">
        <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
          <SectionHeading id="premises-heading" title="Premises, capacity and staff" />
          <div className="prose mt-6 text-lg">
            {/* biome-ignore format: a re-wrap moves React's text separators and changes the HTML */}
            <p>
              Plan on a minimum of {figures.minimumIndoorSqFt.toLocaleString('en-GB')} sq ft of indoor space. Many councils work to about{' '}
              {figures.floorSpacePerDogSqM} m² of usable floor space per dog when they set your licensed number, so{' '}
              {figures.minimumIndoorSqFt.toLocaleString('en-GB')} sq ft (about {playAreaSqM} m²) of play area holds around {dogsInMinimumSpace} dogs. Reception,
              the isolation area, laundry and staff space come on top. That is why {figures.dogsPerDay.low} dogs a day is where most viable sites start, and{' '}
              {figures.dogsPerDay.high} needs a large unit with outdoor space.
            </p>
            {/* biome-ignore format: a re-wrap moves React's text separators and changes the HTML */}
            <p>
              The statutory guidance sets at least one member of staff for every {figures.dogsPerStaffMember} dogs, and one for every{' '}
              {figures.dogsPerStaffMemberHigherStandard} for a higher star rating. At {figures.dogsPerDay.low} dogs that is{' '}
              {staffOnFloor(figures.dogsPerDay.low)} people on the floor all day; at {figures.dogsPerDay.high} it is {staffOnFloor(figures.dogsPerDay.high)},
              before cover for breaks, reception and cleaning. Wages are usually the largest running cost, so build the rota into your forecast from the start.
            </p>
            <p>
              Inspectors expect the person in charge to hold a relevant Ofqual-regulated qualification at level 2 or
              above, or to show equivalent knowledge and experience, and every member of staff to be trained in your
              procedures. Canine first aid and reading dog body language are the two courses that pay for themselves
              first.
            </p>
          </div>
        </div>
      </section>

      <ConsultationBand
        headingId="guide-cta-heading"
        title="Turn this guide into your plan"
        intro={
          <>
            Book a free {siteConfig.freeConsultationMinutes}-minute consultation. We will look at your site, your budget
            and your timeline and tell you plainly what we would do next.
          </>
        }
      >
        <p className="mt-6 text-brand-50">
          Opening in the capital?{' '}
          <a href="/doggy-daycare-london" className="font-semibold text-white underline underline-offset-4">
            Read about doggy daycare in London
          </a>
        </p>
      </ConsultationBand>
    </Document>
  );
}
