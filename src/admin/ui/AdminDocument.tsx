import type { ReactNode } from 'react';
import { siteConfig } from '../../content/site-config';
import { assets } from '../../layout/assets';
import { FontPreloads } from '../../layout/FontPreloads';
import type { AdminSession, BackOfficeRole } from '../../auth/admin-env';
import { CsrfField } from './CsrfField';

/** The back office's sections, as its menu lists them; an editor sees only those open to editors. */
const menu = [
  { section: 'inbox', href: '/admin', label: 'Inbox' },
  { section: 'content', href: '/admin/content', label: 'Content', editors: true },
  { section: 'learners', href: '/admin/learners', label: 'Learners' },
  { section: 'payments', href: '/admin/payments', label: 'Payments' },
  { section: 'events', href: '/admin/events', label: 'Events' },
  { section: 'data-requests', href: '/admin/data-requests', label: 'Data requests' },
  { section: 'notifications', href: '/admin/notifications', label: 'Notifications' },
  { section: 'availability', href: '/admin/availability', label: 'Availability' },
  { section: 'calendar', href: '/admin/calendar', label: 'Calendar' },
] as const;

type AdminSection = (typeof menu)[number]['section'];

/**
 * Where a page sits in the menu: a section's own page, or a page within one (an item page is within the inbox),
 * marked aria-current="page" and aria-current="true" respectively, as GOV.UK's service navigation does.
 */
interface MenuPlace {
  section: AdminSection;
  within?: boolean;
}

interface AdminDocumentProps {
  title: string;
  /** The signed-in person; absent on the sign-in pages. */
  session?: AdminSession;
  place?: MenuPlace;
  children: ReactNode;
}

function BackOfficeMenu({ place, role }: { place?: MenuPlace; role: BackOfficeRole }) {
  const sections = menu.filter((entry) => role === 'owner' || ('editors' in entry && entry.editors));
  return (
    <nav aria-label="Back office">
      {/* Below 1024 px the header wraps, and so does the menu; from there it keeps to the header's one row, a little tighter. */}
      <ul className="flex flex-wrap gap-1 lg:flex-nowrap lg:gap-0.5">
        {sections.map(({ section, href, label }) => {
          const current = place?.section === section ? (place.within ? 'true' : 'page') : undefined;
          return (
            <li key={section}>
              <a
                className={`nav-link whitespace-nowrap lg:px-1 ${current ? 'nav-link-active underline decoration-2 underline-offset-4' : ''}`}
                href={href}
                aria-current={current}
              >
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The back office's <html>: the site's stylesheet and look, no islands and no
 * script at all (every action is a plain form), never indexed. As wide as the
 * site's own header, for the inbox's table. From 1024 px the header keeps to
 * one row: a long name is cut short on screen (all of it stays in the text).
 */
export function AdminDocument({ title, session, place, children }: AdminDocumentProps) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} | Back office | ${siteConfig.name}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The back office shares the site's stylesheet, headings' font included. */}
        <FontPreloads />
        <link rel="stylesheet" href={assets.css} />
      </head>
      <body className="bg-cream text-ink antialiased">
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        <header className="border-b border-stone-200 bg-white">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 lg:flex-nowrap lg:gap-x-4">
            <a href="/admin" className="shrink-0 py-1 font-display text-lg font-bold text-brand-800">
              {siteConfig.name}
              {/* On the one-row header the menu needs the room; the words stay for screen readers. */}
              <span className={session ? 'lg:sr-only' : undefined}> back office</span>
            </a>
            {session ? (
              <>
                <BackOfficeMenu place={place} role={session.role} />
                <div className="ml-auto flex min-w-0 flex-wrap items-center gap-2 text-sm lg:flex-nowrap">
                  <span className="min-w-0 truncate text-muted">
                    {/* On one row with the whole menu the name needs the room: the words stay for screen readers. */}
                    <span className="lg:sr-only">Signed in as </span>
                    {session.displayName}
                  </span>
                  <form method="post" action="/admin/sign-out" className="shrink-0">
                    <CsrfField session={session} />
                    <button type="submit" className="btn-ghost whitespace-nowrap px-3 py-2 text-sm lg:px-2">
                      Sign out
                    </button>
                  </form>
                  <form method="post" action="/admin/sign-out-everywhere" className="shrink-0">
                    <CsrfField session={session} />
                    <button type="submit" className="btn-ghost whitespace-nowrap px-3 py-2 text-sm lg:px-2">
                      {/* Beside "Sign out" on the one-row header, "everywhere" says it; the whole name stays for screen readers. */}
                      <span className="lg:sr-only">Sign out </span>
                      everywhere
                    </button>
                  </form>
                </div>
              </>
            ) : null}
          </div>
        </header>
        <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none">
          {children}
        </main>
      </body>
    </html>
  );
}
