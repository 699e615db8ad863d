import { siteConfig } from '../content/site-config';
import { Document } from './Document';
import { sectionHref } from './navigation';
import { PageHero } from '../ui/PageHero';
import { PageSection } from '../ui/PageSection';

/** Where a visitor who reached a dead end most likely wants to go next. */
const usefulPages = (path: string) => [
  { href: '/', title: 'Home page', text: 'Start again from the top: who we are and how we help pet-care businesses.' },
  {
    href: sectionHref('services', path),
    title: 'Our services',
    text: 'Business plans, facility design, staff training, licensing and more, each with a starting price.',
  },
  {
    href: sectionHref('contact', path),
    title: 'Book a free consultation',
    text: `A free ${siteConfig.freeConsultationMinutes}-minute conversation; we reply within ${siteConfig.responsePromiseHours} hours.`,
  },
  {
    href: sectionHref('resources', path),
    title: 'Free tools',
    text: 'A 12-month marketing calendar, a growth-stage quiz and an ROI calculator.',
  },
  {
    href: sectionHref('blog', path),
    title: 'Blog',
    text: 'Practical articles on licensing, layouts, staffing, pricing and growth.',
  },
  {
    href: '/faq',
    title: 'Frequently asked questions',
    text: 'What we do, how long it takes, what it costs and how licensing works.',
  },
];

/**
 * Any answer that a page does not exist (404 Page Not Found, Category Not Found, Module Not Found):
 * the site's header, hero band and footer, a way back, and the pages most visitors want instead.
 */
export function NotFound({
  title,
  message,
  path,
  back,
}: {
  title: string;
  message: string;
  path: string;
  back: { href: string; label: string };
}) {
  return (
    <Document meta={{ title, description: message, path }}>
      <PageHero
        title={title}
        actions={
          <a className="btn-primary" href={back.href}>
            {back.label}
          </a>
        }
      >
        <p>{message}</p>
      </PageHero>
      <PageSection
        headingId="not-found-next"
        className="mx-auto max-w-6xl px-4 py-14 sm:px-6"
        title="Where to next"
        align="center"
      >
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {usefulPages(path).map((page) => (
            <li key={page.href} className="card flex flex-col">
              <h3 className="text-xl font-semibold text-ink">
                <a className="text-brand-800 underline-offset-4 hover:underline" href={page.href}>
                  {page.title}
                </a>
              </h3>
              <p className="mt-2 leading-relaxed text-muted">{page.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
    </Document>
  );
}

export function NotFoundPage({ path }: { path: string }) {
  return (
    <NotFound
      title="404 Page Not Found"
      message="Sorry, we couldn't find that page. It may have moved, or the address may be mistyped."
      path={path}
      back={{ href: '/', label: 'Back to the home page' }}
    />
  );
}
