import type { AdminSession } from '../../../auth/admin-env';
import { formatDateTime } from '../../../lib/uk-date';
import { AdminDocument } from '../../ui/AdminDocument';
import type { ListedItem } from '../item-reads';
import { statusLabels } from '../status-labels';

function titleOf(document: unknown): string {
  const title = typeof document === 'object' && document !== null ? (document as { title?: unknown }).title : undefined;
  return typeof title === 'string' && title ? title : 'Untitled';
}

/** /admin/content/posts: every post, whatever its status, most recently saved first. */
export function PostListPage({ session, posts }: { session: AdminSession; posts: ListedItem[] }) {
  return (
    <AdminDocument title="Posts" session={session} place={{ section: 'content', within: true }}>
      <p>
        <a className="underline" href="/admin/content">
          Content
        </a>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl font-bold">Posts</h1>
        <a className="btn-primary" href="/admin/content/posts/new">
          New post
        </a>
      </div>
      <table className="card mt-6 w-full text-left text-sm">
        <caption className="sr-only">Posts, most recently saved first</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Status</th>
            <th scope="col">Address</th>
            <th scope="col">Last saved</th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => (
            <tr key={post.id} className="border-t border-stone-200">
              <td>
                <a className="font-semibold underline" href={`/admin/content/posts/${post.id}`}>
                  {titleOf(post.document)}
                </a>
              </td>
              <td>
                {statusLabels[post.status]}
                {post.status === 'scheduled' && post.publishAt ? `: ${formatDateTime(post.publishAt)}` : null}
              </td>
              <td>/blog/{post.slug}</td>
              <td>
                {formatDateTime(post.updatedAt)}, {post.savedBy}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminDocument>
  );
}
