/**
 * /admin/content/posts/new and /admin/content/posts/{id}: the post editor, a plain form that works without
 * JavaScript. Its buttons save (keeping the status) or move the post along draft → scheduled → published → archived;
 * under it, the private preview and every revision with who saved it.
 */
import type { AdminSession } from '../../../auth/admin-env';
import { blogCategories } from '../../../content/categories';
import { formatDateTime } from '../../../lib/uk-date';
import { AdminDocument } from '../../ui/AdminDocument';
import { AdminSection } from '../../ui/AdminSection';
import { CsrfField } from '../../ui/CsrfField';
import { Field, type FormFields } from '../../ui/Field';
import { ProblemSummary } from '../../ui/ProblemSummary';
import { StatusNotice } from '../../ui/StatusNotice';
import type { Revision } from '../item-reads';
import type { PictureChoice } from '../pictures';
import type { ItemStatus } from '../item-save';
import { postFieldLabels, postFieldNames, type PostFieldName, type PostFormValues, type PostIntent } from './post-form';
import { ActionButtons } from '../ActionButtons';
import { ConflictPanel, type ConflictPanelProps } from '../ConflictPanel';
import { Revisions } from '../Revisions';
import { postNotices, type PostNotice } from './post-notices';
import { statusLabels } from '../status-labels';

export interface EditedPost {
  id: string;
  status: ItemStatus;
  version: number;
  publishAt: Date | null;
  revisions: Revision[];
}

interface PostEditorPageProps {
  session: AdminSession;
  /** Absent for a new post. */
  post?: EditedPost;
  values: PostFormValues;
  errors?: Partial<PostFormValues>;
  notice?: PostNotice;
  /** The pictures the cover may be: the library's and the site's own. */
  pictures: readonly PictureChoice[];
  /** A stale save: the saved version beside the one typed (which is in the form). */
  conflict?: Omit<ConflictPanelProps, 'labels'>;
}

const ids = Object.fromEntries(postFieldNames.map((name) => [name, `post-${name}`])) as Record<PostFieldName, string>;

/** The buttons for a post in this status, the first being what Enter does. */
function intentsFor(status: ItemStatus | undefined): { intent: PostIntent; label: string }[] {
  switch (status) {
    case 'published':
      return [
        { intent: 'save', label: 'Update' },
        { intent: 'draft', label: 'Unpublish (back to draft)' },
        { intent: 'archive', label: 'Archive' },
      ];
    case 'scheduled':
      return [
        { intent: 'schedule', label: 'Save schedule' },
        { intent: 'publish', label: 'Publish now' },
        { intent: 'draft', label: 'Unschedule (back to draft)' },
      ];
    default:
      return [
        { intent: status === 'archived' ? 'save' : 'draft', label: 'Save draft' },
        { intent: 'schedule', label: 'Schedule' },
        { intent: 'publish', label: 'Publish now' },
      ];
  }
}

function StatusLine({ post }: { post: EditedPost }) {
  return (
    <p className="mt-2 text-muted">
      <span className="badge">{statusLabels[post.status]}</span>{' '}
      {post.status === 'scheduled' && post.publishAt ? `Goes live ${formatDateTime(post.publishAt)} (UK time). ` : null}
      {post.status === 'published' && post.publishAt ? `Live since ${formatDateTime(post.publishAt)}. ` : null}
      Version {post.version}.
    </p>
  );
}

export function PostFields({
  form,
  pictures,
}: {
  form: FormFields<PostFieldName>;
  pictures: readonly PictureChoice[];
}) {
  const categories = blogCategories.map((category) => ({ value: category, label: category }));
  return (
    <div className="grid gap-4">
      <Field form={form} name="title" label="Title" type="text" required maxLength={140} />
      <Field
        form={form}
        name="slug"
        label="Address"
        hint="The part after /blog/: lower-case letters, digits and hyphens. Changing a published address keeps the old one working."
        type="text"
        required
        maxLength={80}
      />
      <Field
        form={form}
        name="excerpt"
        label="Excerpt"
        hint="One or two sentences for the cards and search results."
        type="textarea"
        rows={3}
        required
        maxLength={300}
      />
      <Field
        form={form}
        name="body"
        label="Body"
        hint="Markdown: a blank line between paragraphs, **Heading** alone on a line, - for bullets, [words](address) for links, ![description](/media/…) for a picture."
        type="textarea"
        rows={24}
        required
      />
      <Field form={form} name="category" label="Category" type="text" options={categories} required />
      <Field form={form} name="author" label="Author" type="text" required maxLength={100} />
      <Field form={form} name="date" label="Date shown on the post" type="date" required />
      <div>
        <input
          id={form.ids.featured}
          name="featured"
          type="checkbox"
          defaultChecked={form.values.featured === 'on'}
          className="h-5 w-5 accent-brand-700"
        />{' '}
        <label htmlFor={form.ids.featured} className="font-semibold">
          Featured: the large card at the top of the blog
        </label>
      </div>
      <Field
        form={form}
        name="coverImage"
        label="Cover picture"
        hint="Upload pictures in the media library first."
        type="text"
        options={pictures}
        required
      />
      <Field
        form={form}
        name="coverAlt"
        label="Cover picture's alt text"
        hint="What the picture shows, for people who cannot see it."
        type="text"
        required
        maxLength={250}
      />
      <Field
        form={form}
        name="readTime"
        label="Read time"
        hint='Leave empty to work it out from the body, or type e.g. "8 min read".'
        type="text"
        maxLength={20}
      />
      <Field
        form={form}
        name="seoTitle"
        label="SEO title"
        hint="For search results and shares; empty: the title."
        type="text"
        maxLength={70}
      />
      <Field
        form={form}
        name="seoDescription"
        label="SEO description"
        hint="For search results; empty: the excerpt."
        type="textarea"
        rows={2}
        maxLength={170}
      />
      <Field
        form={form}
        name="publishAt"
        label="Publish at (UK time)"
        hint="For Schedule: the post goes live within 5 minutes of this time."
        type="datetime-local"
      />
    </div>
  );
}

export function PostEditorPage({
  session,
  post,
  values,
  errors = {},
  notice,
  pictures,
  conflict,
}: PostEditorPageProps) {
  const form: FormFields<PostFieldName> = { ids, values, errors };
  const problems = postFieldNames.flatMap((name) => (errors[name] ? [{ id: ids[name], message: errors[name] }] : []));
  const action = post ? `/admin/content/posts/${post.id}` : '/admin/content/posts';
  return (
    <AdminDocument
      title={post ? `Edit: ${values.title || 'post'}` : 'New post'}
      session={session}
      place={{ section: 'content', within: true }}
    >
      <p>
        <a className="underline" href="/admin/content/posts">
          All posts
        </a>
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold">{post ? 'Edit post' : 'New post'}</h1>
      {post ? <StatusLine post={post} /> : null}
      <StatusNotice notice={notice} messages={postNotices} />
      <ProblemSummary problems={problems} />
      {conflict ? <ConflictPanel labels={postFieldLabels} {...conflict} /> : null}
      <form method="post" action={action} className="card mt-6" noValidate>
        <CsrfField session={session} />
        {post ? <input type="hidden" name="version" value={post.version} /> : null}
        <PostFields form={form} pictures={pictures} />
        <ActionButtons actions={intentsFor(post?.status)} />
      </form>
      {post ? (
        <>
          <AdminSection headingId="preview-heading" title="Preview" className="card mt-6">
            <p className="mt-1 text-muted">
              A private address showing the last saved version as visitors would see it. It is not listed anywhere,
              search engines are told not to index it, and it stops working after 7 days.
            </p>
            <form method="post" action={`/admin/content/posts/${post.id}/preview`} className="mt-4">
              <CsrfField session={session} />
              <button type="submit" className="btn-outline">
                Open a preview
              </button>
            </form>
          </AdminSection>
          <Revisions
            revisions={post.revisions}
            revisionHref={(version) => `/admin/content/posts/${post.id}/revisions/${version}`}
            addressOf={(revision) => `/blog/${revision.slug}`}
          />
        </>
      ) : null}
    </AdminDocument>
  );
}
