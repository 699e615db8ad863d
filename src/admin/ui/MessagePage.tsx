import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AdminEnv, AdminSession } from '../../auth/admin-env';
import { AdminDocument } from './AdminDocument';
import { renderAdminPage } from './render';

interface MessagePageProps {
  title: string;
  message: string;
  session?: AdminSession;
  link?: { href: string; text: string };
}

/** A short page that explains why something could not be done and where to go next. */
export function MessagePage({ title, message, session, link }: MessagePageProps) {
  return (
    <AdminDocument title={title} session={session}>
      <div className="card max-w-xl">
        <h1 className="font-display text-2xl font-bold">{title}</h1>
        <p className="mt-3 text-muted" role="alert">
          {message}
        </p>
        {link ? (
          <p className="mt-6">
            <a className="btn-primary" href={link.href}>
              {link.text}
            </a>
          </p>
        ) : null}
      </div>
    </AdminDocument>
  );
}

export function renderMessage(status: ContentfulStatusCode, props: MessagePageProps): Promise<Response> {
  return renderAdminPage(<MessagePage {...props} />, status);
}

/** The same, to the signed-in owner: the page keeps the back office's navigation. */
export function renderOwnerMessage(
  c: { var: AdminEnv['Variables'] },
  status: ContentfulStatusCode,
  props: Omit<MessagePageProps, 'session'>,
): Promise<Response> {
  return renderMessage(status, { ...props, session: c.var.adminSession });
}

export function forbiddenPage(message: string): Promise<Response> {
  return renderMessage(403, {
    title: 'Request refused',
    message,
    link: { href: '/admin', text: 'Back to the back office' },
  });
}
