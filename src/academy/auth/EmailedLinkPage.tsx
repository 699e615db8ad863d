import type { ReactNode } from 'react';
import { Document } from '../../layout/Document';
import { PageHero } from '../../ui/PageHero';

interface EmailedLinkPageProps {
  /** The page's address, which its form posts back to. */
  path: string;
  /** The browser tab's title and the page's description. */
  meta: { title: string; description: string };
  heading: string;
  token: string;
  /** What pressing the button does; null when the link cannot be used (expired, used, unknown). */
  prompt: { text: string; button: string } | null;
  /** Why the link cannot be used, and where to get a new one. */
  problem: { text: ReactNode; again: { href: string; label: string } };
}

/**
 * What an emailed Academy link opens (sign-in, registration): only pressing the button (a POST) uses it, so a mail
 * scanner that fetches links cannot. A link that cannot be used says why and leads to a new one.
 */
export function EmailedLinkPage({ path, meta, heading, token, prompt, problem }: EmailedLinkPageProps) {
  return (
    <Document meta={{ ...meta, path, noindex: true }}>
      <PageHero title={heading}>
        {prompt ? (
          <form method="post" action={path}>
            <input type="hidden" name="token" value={token} />
            <p className="mb-6">{prompt.text}</p>
            <button type="submit" className="btn-primary">
              {prompt.button}
            </button>
          </form>
        ) : (
          <>
            <p role="alert">{problem.text}</p>
            <p className="mt-6">
              <a className="btn-primary" href={problem.again.href}>
                {problem.again.label}
              </a>
            </p>
          </>
        )}
      </PageHero>
    </Document>
  );
}
