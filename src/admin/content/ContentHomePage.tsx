import type { AdminSession } from '../../auth/admin-env';
import { AdminDocument } from '../ui/AdminDocument';
import { AdminSection } from '../ui/AdminSection';
import type { ItemStatus } from './item-save';

/** /admin/content: each kind of content, with what it holds and where to edit it. */
export function ContentHomePage({ session, posts }: { session: AdminSession; posts: Record<ItemStatus, number> }) {
  return (
    <AdminDocument title="Content" session={session} place={{ section: 'content' }}>
      <h1 className="font-display text-3xl font-bold">Content</h1>
      <p className="mt-2 max-w-2xl text-muted">
        What visitors read on the site. A change shows on the site as soon as it is saved; every save is kept, so any
        earlier version can be restored.
      </p>
      <AdminSection headingId="posts-heading" title="Blog posts" className="card mt-6">
        <p className="mt-1">
          {posts.published} published, {posts.scheduled} scheduled, {posts.draft} drafts, {posts.archived} archived.
        </p>
        <p className="mt-4 flex flex-wrap gap-3">
          <a className="btn-primary" href="/admin/content/posts">
            Posts
          </a>
          <a className="btn-outline" href="/admin/content/posts/new">
            New post
          </a>
        </p>
      </AdminSection>
      <AdminSection headingId="media-heading" title="Pictures" className="card mt-6">
        <p className="mt-1">
          Upload a picture once, with its alt text, then choose it as a cover or place it in a post's body. A picture in
          use cannot be deleted.
        </p>
        <p className="mt-4">
          <a className="btn-primary" href="/admin/content/media">
            Media library
          </a>
        </p>
      </AdminSection>
    </AdminDocument>
  );
}
