/**
 * /admin/content/posts: the blog's posts. Every change is a CSRF-checked plain post (checked before these run) that
 * saves a revision, then goes back to the editor with a notice (post/redirect/get); a form to correct comes back with
 * its messages and every word typed, and a stale save shows both versions instead of overwriting either.
 */
import { type Context, Hono } from 'hono';
import type { AdminEnv } from '../../../auth/admin-env';
import { POST_KIND, postDocument } from '../../../content/kinds/post';
import { createPreview } from '../../../content/previews';
import { siteConfig } from '../../../content/site-config';
import { database } from '../../../db/client';
import { postedFields } from '../../../lib/posted-fields';
import { todayInLondon } from '../../../lib/uk-date';
import { renderOwnerMessage } from '../../ui/MessagePage';
import { renderAdminPage } from '../../ui/render';
import { editorPictures } from '../pictures';
import { listItems, readItem, readRevision, readRevisions, type StoredItem } from '../item-reads';
import { createItem, saveItem } from '../item-save';
import type { ConflictPanelProps } from '../ConflictPanel';
import { PostEditorPage } from './PostEditorPage';
import { PostListPage } from './PostListPage';
import { RevisionPage } from '../RevisionPage';
import {
  checkPostForm,
  postFieldLabels,
  type PostFormValues,
  type PostIntent,
  postFormValues,
  postIntents,
  readPostForm,
} from './post-form';
import { postNotices, type PostNotice } from './post-notices';
import { noticeIn } from '../../ui/StatusNotice';

export const postRoutes = new Hono<AdminEnv>();

const noticeFor: Record<PostIntent, PostNotice> = {
  save: 'saved',
  draft: 'unpublished',
  publish: 'published',
  schedule: 'scheduled',
  archive: 'archived',
};

function notFound(c: Context<AdminEnv>): Promise<Response> {
  return renderOwnerMessage(c, 404, {
    title: 'Post not found',
    message: 'There is no post at this address. It may have been made by another form or typed by hand.',
    link: { href: '/admin/content/posts', text: 'All posts' },
  });
}

/** The stored post's form values; a document that no longer passes its schema is shown as far as it goes. */
function storedValues(item: { slug: string; document: unknown; publishAt: Date | null }): PostFormValues {
  const parsed = postDocument.safeParse(item.document);
  if (parsed.success) return postFormValues(item.slug, parsed.data, item.publishAt);
  const raw = (typeof item.document === 'object' && item.document !== null ? item.document : {}) as Record<
    string,
    unknown
  >;
  const text = (key: string) => (typeof raw[key] === 'string' ? raw[key] : '');
  return { ...readPostForm(new URLSearchParams()), slug: item.slug, title: text('title'), body: text('body') };
}

async function editorPage(
  c: Context<AdminEnv>,
  item: StoredItem,
  form: {
    values?: PostFormValues;
    errors?: Partial<PostFormValues>;
    notice?: PostNotice;
    /** Theirs and yours; who saved theirs and when are read with the revisions. */
    conflict?: Pick<ConflictPanelProps, 'theirs' | 'yours'>;
  },
  status: 200 | 400 | 409 = 200,
): Promise<Response> {
  const db = database(c.env.DB);
  const [revisions, pictures] = await Promise.all([readRevisions(db, item.id), editorPictures(c.env.DB)]);
  return renderAdminPage(
    <PostEditorPage
      session={c.var.adminSession}
      post={{ id: item.id, status: item.status, version: item.version, publishAt: item.publishAt, revisions }}
      values={form.values ?? storedValues(item)}
      errors={form.errors}
      notice={form.notice}
      pictures={pictures}
      conflict={form.conflict && { ...form.conflict, savedBy: revisions[0]?.savedBy ?? '', savedAt: item.updatedAt }}
    />,
    status,
  );
}

function pressedIntent(fields: URLSearchParams): PostIntent {
  const intent = fields.get('intent');
  return postIntents.find((known) => known === intent) ?? 'save';
}

postRoutes.get('/', async (c) => {
  const posts = await listItems(database(c.env.DB), POST_KIND, {});
  return renderAdminPage(<PostListPage session={c.var.adminSession} posts={posts} />);
});

postRoutes.get('/new', async (c) => {
  const values: PostFormValues = {
    ...readPostForm(new URLSearchParams()),
    author: siteConfig.teamName,
    date: todayInLondon(),
    category: 'Industry Insights',
  };
  const pictures = await editorPictures(c.env.DB);
  return renderAdminPage(<PostEditorPage session={c.var.adminSession} values={values} pictures={pictures} />);
});

postRoutes.post('/', async (c) => {
  const fields = await postedFields(c);
  const values = readPostForm(fields);
  const intent = pressedIntent(fields);
  const checked = checkPostForm(values, intent, null, new Date());
  const again = async (errors: Partial<PostFormValues>) =>
    renderAdminPage(
      <PostEditorPage
        session={c.var.adminSession}
        values={values}
        errors={errors}
        pictures={await editorPictures(c.env.DB)}
      />,
      400,
    );
  if (!checked.ok) return again(checked.errors);
  const { post } = checked;
  const created = await createItem(
    database(c.env.DB),
    { kind: POST_KIND, slug: post.slug, status: post.status, publishAt: post.publishAt, document: post.document },
    c.var.adminSession.userId,
  );
  if (created.outcome === 'address-taken') return again({ slug: 'Another post already has this address' });
  const notice: PostNotice = intent === 'save' || intent === 'draft' ? 'created' : noticeFor[intent];
  return c.redirect(`/admin/content/posts/${created.itemId}?notice=${notice}`, 303);
});

postRoutes.get('/:id', async (c) => {
  const item = await readItem(database(c.env.DB), POST_KIND, c.req.param('id'));
  if (!item) return notFound(c);
  const notice = c.req.query('notice');
  return editorPage(c, item, { notice: noticeIn(postNotices, notice) });
});

postRoutes.post('/:id', async (c) => {
  const db = database(c.env.DB);
  const item = await readItem(db, POST_KIND, c.req.param('id'));
  if (!item) return notFound(c);
  const fields = await postedFields(c);
  const values = readPostForm(fields);
  const intent = pressedIntent(fields);
  const baseVersion = Number(fields.get('version'));
  const checked = checkPostForm(values, intent, item, new Date());
  if (!checked.ok) return editorPage(c, item, { values, errors: checked.errors }, 400);
  const { post } = checked;
  const outcome = Number.isInteger(baseVersion)
    ? await saveItem(
        db,
        { id: item.id, baseVersion, fromStatus: item.status },
        { kind: POST_KIND, slug: post.slug, status: post.status, publishAt: post.publishAt, document: post.document },
        c.var.adminSession.userId,
        'content.save',
      )
    : 'conflict';
  if (outcome === 'address-taken')
    return editorPage(c, item, { values, errors: { slug: 'Another post already has this address' } }, 400);
  if (outcome === 'conflict') {
    // Someone saved since this form was opened: show theirs beside these words, which stay in the form.
    const current = (await readItem(db, POST_KIND, item.id)) ?? item;
    return editorPage(c, current, { values, conflict: { theirs: storedValues(current), yours: values } }, 409);
  }
  return c.redirect(`/admin/content/posts/${item.id}?notice=${noticeFor[intent]}`, 303);
});

postRoutes.post('/:id/preview', async (c) => {
  const item = await readItem(database(c.env.DB), POST_KIND, c.req.param('id'));
  if (!item) return notFound(c);
  const token = await createPreview(c.env.DB, item.id);
  return c.redirect(`/blog/preview/${token}`, 303);
});

const revisionOf = (c: Context<AdminEnv>) =>
  readRevision(database(c.env.DB), POST_KIND, c.req.param('id') ?? '', Number(c.req.param('version')));

postRoutes.get('/:id/revisions/:version', async (c) => {
  const found = await revisionOf(c);
  if (!found) return notFound(c);
  const values = storedValues({ ...found.revision });
  const rows = postFieldLabels.map(([name, label]) => [label, values[name]] as const);
  return renderAdminPage(
    <RevisionPage
      session={c.var.adminSession}
      item={{
        title: storedValues(found.item).title || 'the post',
        href: `/admin/content/posts/${found.item.id}`,
        version: found.item.version,
      }}
      revision={found.revision}
      rows={rows}
    />,
  );
});

postRoutes.post('/:id/revisions/:version/restore', async (c) => {
  const found = await revisionOf(c);
  if (!found) return notFound(c);
  const { item, revision } = found;
  const fields = await postedFields(c);
  const baseVersion = Number(fields.get('version'));
  const parsed = postDocument.safeParse(revision.document);
  if (!parsed.success || !Number.isInteger(baseVersion)) return notFound(c);
  // The words come back; the status stays as it is now (restoring never publishes or unpublishes by itself).
  const outcome = await saveItem(
    database(c.env.DB),
    { id: item.id, baseVersion, fromStatus: item.status },
    { kind: POST_KIND, slug: revision.slug, status: item.status, publishAt: item.publishAt, document: parsed.data },
    c.var.adminSession.userId,
    'content.restore',
  );
  if (outcome === 'saved') return c.redirect(`/admin/content/posts/${item.id}?notice=restored`, 303);
  return renderOwnerMessage(c, 409, {
    title: 'Nothing was restored',
    message:
      outcome === 'conflict'
        ? 'The post was saved by someone else since you opened this revision. Open it again to restore it over the newest version.'
        : 'Another post now has the address this revision used. Restore it from the editor with a new address.',
    link: { href: `/admin/content/posts/${item.id}`, text: 'Back to the post' },
  });
});
