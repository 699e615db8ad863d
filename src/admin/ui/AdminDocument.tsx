import type { ReactNode } from 'react';
import { siteConfig } from '../../content/site-config';
import { assets } from '../../layout/assets';
import { FontPreloads } from '../../layout/FontPreloads';
import type { AdminSession } from '../../auth/admin-env';
import { AccountMenu } from './AccountMenu';
import { BackOfficeMenu, type MenuPlace } from './BackOfficeMenu';

export type { AdminSection, MenuPlace } from './BackOfficeMenu';

interface AdminDocumentProps {
  title: string;
  /** The signed-in person; absent on the sign-in pages. */
  session?: AdminSession;
  place?: MenuPlace;
  children: ReactNode;
}

/**
 * The back office's <html>: the site's stylesheet and look, no islands and no
 * script at all (every action is a plain form, the account menu a popover),
 * never indexed. As wide as the site's own header, for the inbox's table. The
 * header is two rows: the logo and the person's whole name, then the sections.
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
          <div className="mx-auto max-w-7xl px-4 py-2">
            <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1" data-header-bar="">
              <a
                href="/admin"
                className="flex shrink-0 items-center gap-2 rounded-lg py-1 font-display text-lg font-bold"
              >
                <img src="/images/logo.svg" alt="" width="36" height="36" />
                <span className="text-ink">{siteConfig.name}</span>
                <span className="font-sans text-sm font-semibold text-brand-800">Back office</span>
              </a>
              {session ? <AccountMenu session={session} /> : null}
            </div>
            {session ? (
              <div className="mt-1 border-t border-stone-100 pt-2">
                <BackOfficeMenu place={place} role={session.role} />
              </div>
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
