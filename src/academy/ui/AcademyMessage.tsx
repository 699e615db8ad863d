import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { Document } from '../../layout/Document';
import { renderPage } from '../../render/render-page';
import { PageHero } from '../../ui/PageHero';

interface AcademyMessageProps {
  title: string;
  message: string;
  link?: { href: string; text: string };
}

/** A short Academy page that says what happened and where to go next. Never indexed, never stored. */
export async function renderAcademyMessage(
  status: ContentfulStatusCode,
  { title, message, link }: AcademyMessageProps,
): Promise<Response> {
  const response = await renderPage(
    <Document meta={{ title: `${title} | Training Academy`, description: message, path: '/training', noindex: true }}>
      <PageHero
        title={title}
        actions={
          link ? (
            <a className="btn-primary" href={link.href}>
              {link.text}
            </a>
          ) : undefined
        }
      >
        <p role={status >= 400 ? 'alert' : undefined}>{message}</p>
      </PageHero>
    </Document>,
    status,
  );
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

export function academyForbidden(
  message = 'This request did not come from a Training Academy page, so it was refused. Go back, reload the page and try again.',
) {
  return renderAcademyMessage(403, {
    title: 'Request refused',
    message,
    link: { href: '/training/me', text: 'Back to my training' },
  });
}

/** Too many posts from one client or account: say when to try again (a minute, the limiters' period). */
export async function academyTooMany(props: AcademyMessageProps): Promise<Response> {
  const response = await renderAcademyMessage(429, props);
  response.headers.set('Retry-After', '60');
  return response;
}
