import type { AdminSession } from '../../../auth/admin-env';
import { formatDateTime } from '../../../lib/uk-date';
import { AdminDocument } from '../../ui/AdminDocument';
import { CsrfField } from '../../ui/CsrfField';
import type { Revision } from '../item-reads';
import type { PostFormValues } from './post-form';
import { statusLabels } from './post-notices';

/** One revision of a post, whole, with Restore: its words come back as a new version; the status stays. */
export function RevisionPage({
  session,
  post,
  revision,
  values,
}: {
  session: AdminSession;
  post: { id: string; version: number };
  revision: Revision;
  values: PostFormValues;
}) {
  const rows: [string, string][] = [
    ['Title', values.title],
    ['Address', `/blog/${values.slug}`],
    ['Status then', statusLabels[revision.status]],
    ['Excerpt', values.excerpt],
    ['Category', values.category],
    ['Author', values.author],
    ['Date', values.date],
    ['Featured', values.featured === 'on' ? 'Yes' : 'No'],
    ['Cover picture', `${values.coverImage} (${values.coverAlt})`],
    ['SEO title', values.seoTitle],
    ['SEO description', values.seoDescription],
    ['Body', values.body],
  ];
  return (
    <AdminDocument
      title={`Version ${revision.version}: ${values.title}`}
      session={session}
      place={{ section: 'content', within: true }}
    >
      <p>
        <a className="underline" href={`/admin/content/posts/${post.id}`}>
          Back to the post
        </a>
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold">Version {revision.version}</h1>
      <p className="mt-2 text-muted">
        Saved {formatDateTime(revision.savedAt)} by {revision.savedBy}. The post is now at version {post.version}.
      </p>
      {revision.version === post.version ? (
        <p className="mt-4">This is the current version.</p>
      ) : (
        <form
          method="post"
          action={`/admin/content/posts/${post.id}/revisions/${revision.version}/restore`}
          className="mt-4"
        >
          <CsrfField session={session} />
          <input type="hidden" name="version" value={post.version} />
          <button type="submit" className="btn-primary">
            Restore version {revision.version}
          </button>
        </form>
      )}
      <dl className="card mt-6 grid gap-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold">{label}</dt>
            <dd className="whitespace-pre-wrap break-words">{value || '(empty)'}</dd>
          </div>
        ))}
      </dl>
    </AdminDocument>
  );
}
