import { phoneHref, socialProfiles } from '../content/business-details';
import type { SocialNetwork } from '../content/kinds/details';
import { siteConfig } from '../content/site-config';
import { yearInLondon } from '../lib/uk-date';
import { businessDetails } from '../render/request-settings';
import { footerColumns, legalLinks, sectionHref } from './navigation';

const socialIcons: Record<SocialNetwork['key'], string> = {
  linkedin:
    'M4 4h4v16H4zM6 2a2 2 0 110 4 2 2 0 010-4zM10 9h4v2c.6-1.1 2-2.2 4-2.2 4 0 4.5 2.6 4.5 6V20h-4v-4.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V20h-4z',
  x: 'M4 4l7 9-7 7h2l6-6 4.5 6H20l-7.3-9.7L19 4h-2l-5.1 5.2L8 4z',
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.2V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  instagram:
    'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5a1 1 0 100 2 1 1 0 000-2z',
};

/** The profiles the owner has set, each a link that opens it in a new tab; none set, no list at all. */
function SocialLinks() {
  const profiles = socialProfiles(businessDetails());
  if (profiles.length === 0) return null;
  return (
    <ul className="flex gap-2" aria-label="Social media">
      {profiles.map((profile) => (
        <li key={profile.key}>
          <a
            className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-stone-700 text-stone-100 hover:bg-brand-700 focus-visible:bg-brand-700"
            href={profile.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
              <path d={socialIcons[profile.key]} />
            </svg>
            <span className="sr-only">
              {siteConfig.name} on {profile.name} (opens in a new tab)
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter({ path }: { path: string }) {
  // This year in London, at render time: the page cache keys pages by the London day, so a stored page never outlives its year.
  const copyrightYear = yearInLondon();
  const details = businessDetails();
  // A detail not supplied yet is left out with its words (Companies House wants both on the site once there are).
  const office = details.registeredOffice.join(', ');
  return (
    <footer className="bg-ink text-stone-200" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        Site footer
      </h2>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-xl font-bold text-white">{siteConfig.name}</p>
          <p className="mt-3 text-sm leading-relaxed text-stone-300">
            Helping dog daycare, boarding and multi-service pet businesses across the UK start well and grow with
            confidence.
          </p>
          <p className="mt-4 text-sm">
            <a className="footer-link" href={phoneHref(details)}>
              {details.phoneDisplay}
            </a>
            <br />
            <a className="footer-link" href={`mailto:${details.email}`}>
              {details.email}
            </a>
          </p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={`Footer ${column.heading}`}>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-white">{column.heading}</h3>
            <ul className="mt-4 grid gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <a className="footer-link" href={link.href ?? sectionHref(link.section ?? 'resources', path)}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-stone-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            © {copyrightYear} {siteConfig.legalName}. All rights reserved. Registered in {siteConfig.registeredIn}
            {details.companyNumber ? `, company number ${details.companyNumber}` : null}.
            {office ? ` Registered office: ${office}.` : null}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label="Legal">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <a className="footer-link" href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <SocialLinks />
        </div>
      </div>
    </footer>
  );
}
