import type { ReactNode } from 'react';
import { siteConfig } from '../../content/site-config';
import { assets } from '../../layout/assets';
import { FontPreloads } from '../../layout/FontPreloads';
import type { AdminSession } from '../env';
import { CsrfField } from './CsrfField';

interface AdminDocumentProps {
  title: string;
  /** The signed-in person; absent on the sign-in pages. */
  session?: AdminSession;
  children: ReactNode;
}

/**
 * The back office's <html>: the site's stylesheet and look, no islands and no
 * script at all (every action is a plain form), never indexed.
 */
export function AdminDocument({ title, session, children }: AdminDocumentProps) {
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
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
            <a href="/admin" className="font-display text-lg font-bold text-brand-800">
              {siteConfig.name} back office
            </a>
            {session ? (
              <>
                <nav aria-label="Back office">
                  <ul className="flex gap-1">
                    <li>
                      <a className="nav-link" href="/admin">
                        Inbox
                      </a>
                    </li>
                    <li>
                      <a className="nav-link" href="/admin/data-requests">
                        Data requests
                      </a>
                    </li>
                    <li>
                      <a className="nav-link" href="/admin/notifications">
                        Notifications
                      </a>
                    </li>
                  </ul>
                </nav>
                <div className="ml-auto flex flex-wrap items-center gap-2 text-sm">
                  <span className="text-muted">Signed in as {session.displayName}</span>
                  <form method="post" action="/admin/sign-out">
                    <CsrfField session={session} />
                    <button type="submit" className="btn-ghost px-3 py-2 text-sm">
                      Sign out
                    </button>
                  </form>
                  <form method="post" action="/admin/sign-out-everywhere">
                    <CsrfField session={session} />
                    <button type="submit" className="btn-ghost px-3 py-2 text-sm">
                      Sign out everywhere
                    </button>
                  </form>
                </div>
              </>
            ) : null}
          </div>
        </header>
        <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none">
          {children}
        </main>
      </body>
    </html>
  );
}
