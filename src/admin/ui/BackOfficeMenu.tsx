import type { BackOfficeRole } from '../../auth/admin-env';

/** The back office's sections, as its menu lists them; an editor sees only those open to editors. */
const menu = [
  { section: 'today', href: '/admin', label: 'Today' },
  { section: 'inbox', href: '/admin/inbox', label: 'Inbox' },
  { section: 'content', href: '/admin/content', label: 'Content', editors: true },
  { section: 'learners', href: '/admin/learners', label: 'Learners' },
  { section: 'payments', href: '/admin/payments', label: 'Payments' },
  { section: 'events', href: '/admin/events', label: 'Events' },
  { section: 'insights', href: '/admin/insights', label: 'Insights' },
  { section: 'data-requests', href: '/admin/data-requests', label: 'Data requests' },
  { section: 'notifications', href: '/admin/notifications', label: 'Notifications' },
  { section: 'availability', href: '/admin/availability', label: 'Availability' },
  { section: 'calendar', href: '/admin/calendar', label: 'Calendar' },
] as const;

export type AdminSection = (typeof menu)[number]['section'];

/**
 * Where a page sits in the menu: a section's own page, or a page within one (an item page is within the inbox),
 * marked aria-current="page" and aria-current="true" respectively, as GOV.UK's service navigation does.
 */
export interface MenuPlace {
  section: AdminSection;
  within?: boolean;
}

/** The sections menu: its own row under the logo and account, so eleven entries never crowd or clip the name. */
export function BackOfficeMenu({ place, role }: { place?: MenuPlace; role: BackOfficeRole }) {
  const sections = menu.filter((entry) => role === 'owner' || ('editors' in entry && entry.editors));
  return (
    <nav aria-label="Back office">
      <ul className="flex flex-wrap gap-1">
        {sections.map(({ section, href, label }) => {
          const current = place?.section === section ? (place.within ? 'true' : 'page') : undefined;
          return (
            <li key={section}>
              <a
                className={`nav-link block whitespace-nowrap px-2.5 py-1.5 text-sm sm:text-base ${current ? 'nav-link-active underline decoration-2 underline-offset-4' : ''}`}
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
