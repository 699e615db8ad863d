import type { ReactNode } from 'react';
import { CASE_STUDIES_PATH, CASE_STUDY_KIND, caseStudyDocument } from '../../content/kinds/case-study';
import { faqCategories } from '../../content/categories';
import { publishedOf, type SiteContent } from '../../content/site-content';
import { fullFaqOf } from './faq-content';
import { phoneHref } from '../../content/business-details';
import { siteConfig } from '../../content/site-config';
import FaqBrowser, { type FaqGroup } from './FaqBrowser.island';
import { ALL_QUESTIONS, faqCategorySlug, selectedFaqCategory } from './faq-filter';
import { faqPageStructuredData } from './faq-structured-data';
import { Island } from '../../islands/Island';
import { Document } from '../../layout/Document';
import { mailtoLink } from '../../lib/mailto';
import { renderPage } from '../../render/render-page';
import { businessDetails } from '../../render/request-settings';
import { PageHero } from '../../ui/PageHero';
import { brandPanelClass, PageSection } from '../../ui/PageSection';
import { trailFromHome } from '../../layout/page-meta';

/** The published questions by category, in the spec's category order; a category with none is left out. */
function faqGroups(content: SiteContent): FaqGroup[] {
  const questions = fullFaqOf(content);
  return faqCategories
    .map((category) => ({
      category,
      slug: faqCategorySlug(category),
      items: questions
        .filter((item) => item.category === category)
        .map(({ question, answer }) => ({ question, answer })),
    }))
    .filter((group) => group.items.length > 0);
}

/** Opens the visitor's mail program with a question ready to write, to the stored email address. */
const contactDirectlyHref = (email: string) =>
  mailtoLink(
    email,
    'A question for Pawsperity Consulting',
    [
      'Hello Pawsperity team,',
      '',
      'I have read your FAQ and have a question:',
      '',
      '',
      'About my business (type, location, open or still planning):',
      '',
      'Best way and time to reach me:',
      '',
      'Thank you.',
    ].join('\n'),
  );

const tileTitleClass = 'font-display text-xl font-semibold text-ink';
const tileLinkClass = 'text-brand-800 underline-offset-4 hover:underline';

function StillHaveQuestions() {
  const details = businessDetails();
  return (
    <PageSection
      headingId="still-have-questions"
      className="mx-auto max-w-5xl px-4 pb-6 sm:px-6"
      column={brandPanelClass}
      title="Still Have Questions?"
      align="center"
      onDark
      intro={
        // biome-ignore format: a re-wrap moves React's text separators and changes the HTML
        <>
          Every business is different, and the best answer usually comes from a conversation about yours. Book a free {siteConfig.freeConsultationMinutes}
          -minute consultation, or write to us and we will reply within {siteConfig.responsePromiseHours} hours.
        </>
      }
    >
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a className="btn-accent" href="/#contact">
          Book Free Consultation
        </a>
        <a
          className="btn-base border-2 border-white text-white hover:bg-brand-900"
          href={contactDirectlyHref(details.email)}
        >
          Contact Us Directly
        </a>
      </div>
      <p className="mt-6 text-brand-50">
        Prefer the phone? Call{' '}
        <a className="font-semibold text-white underline underline-offset-4" href={phoneHref(details)}>
          {details.phoneDisplay}
        </a>
        .
      </p>
    </PageSection>
  );
}

function LinkTile({ tile, href, title, children }: { tile: string; href: string; title: string; children: ReactNode }) {
  return (
    <li className="card flex flex-col" data-tile={tile}>
      <h3 className={tileTitleClass}>
        <a className={tileLinkClass} href={href}>
          {title}
        </a>
      </h3>
      <p className="mt-2 flex-1 leading-relaxed text-muted">{children}</p>
    </li>
  );
}

/**
 * The Case Studies tile: a link to them once the owner has published one; before that the spec's Coming Soon tile,
 * which is no link, so it leads nowhere and claims no work.
 */
function CaseStudiesTile({ published }: { published: boolean }) {
  if (published)
    return (
      <LinkTile tile="case-studies" href={CASE_STUDIES_PATH} title="Case Studies">
        Pet-care businesses we have worked with: the problem each faced, what we did and the results in figures.
      </LinkTile>
    );
  return (
    <li className="card flex flex-col bg-stone-50" data-tile="case-studies">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className={tileTitleClass}>Case Studies</h3>
        <span className="badge">Coming Soon</span>
      </div>
      <p className="mt-2 flex-1 leading-relaxed text-muted">
        Client projects with the problem, what we did and the results in figures.
      </p>
    </li>
  );
}

function ExploreTiles({ caseStudies }: { caseStudies: boolean }) {
  return (
    <PageSection
      headingId="explore-more"
      className="mx-auto max-w-5xl px-4 py-14 sm:px-6"
      title="Where to next"
      align="center"
    >
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        <LinkTile tile="getting-started" href="/getting-started" title="Getting Started">
          What happens from your first call to your first milestone, and what to have ready so the free consultation is
          as useful as possible.
        </LinkTile>
        <LinkTile tile="services" href="/#services" title="Our Services">
          Business plans, facility design, staff training, compliance and licensing, operations and funding preparation,
          each with a starting price.
        </LinkTile>
        <CaseStudiesTile published={caseStudies} />
      </ul>
    </PageSection>
  );
}

/**
 * /faq (spec 02 §2): the 24 questions in 7 categories, filterable by
 * category (also as /faq?category=slug, so it works without JavaScript),
 * with FAQPage structured data for the questions shown.
 */
export function FaqPage({
  groups,
  selected,
  caseStudies,
}: {
  groups: FaqGroup[];
  selected: string;
  /** Whether the owner has published a case study: the Case Studies tile then links to them. */
  caseStudies: boolean;
}) {
  const questionCount = groups.reduce((total, group) => total + group.items.length, 0);
  const shown = selected === ALL_QUESTIONS ? groups : groups.filter((group) => group.slug === selected);
  return (
    <Document
      meta={{
        title: 'Frequently Asked Questions',
        description:
          'Straight answers for UK dog daycare, boarding and pet-care business owners: our services, timelines, costs, payment plans, licensing and how we work with you.',
        path: '/faq',
        breadcrumbs: trailFromHome({ name: 'Frequently Asked Questions', path: '/faq' }),
        structuredData: [faqPageStructuredData(shown.flatMap((group) => group.items))],
      }}
    >
      <PageHero eyebrow="FAQ" title="Frequently Asked Questions">
        {/* biome-ignore format: a re-wrap moves React's text separators and changes the HTML */}
        <p>
          What we do, how long it takes, what it costs and how licensing works: {questionCount} questions UK pet-business owners ask us most, in{' '}
          {groups.length} categories.
        </p>
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <Island name="faq-browser" component={FaqBrowser} props={{ groups, selected }} hydrate="interaction" />
      </div>
      <StillHaveQuestions />
      <ExploreTiles caseStudies={caseStudies} />
    </Document>
  );
}

export function renderFaqPage(content: SiteContent, requestedCategory: string | undefined): Promise<Response> {
  const groups = faqGroups(content);
  const selected = selectedFaqCategory(
    requestedCategory,
    groups.map((group) => group.category),
  );
  const caseStudies = publishedOf(content, CASE_STUDY_KIND, caseStudyDocument).length > 0;
  return renderPage(<FaqPage groups={groups} selected={selected} caseStudies={caseStudies} />);
}
