/**
 * The routes of one kind of content under /admin/content/{section}: its list (in the owner's order, with Move up and
 * Move down), new, each item's editor, its revisions and restore. Every change is a CSRF-checked plain post (checked
 * before these run) that saves a revision; a form to correct comes back with every word typed, a stale save shows
 * both versions, and a rule across items (a package offered beside a dearer programme) is checked on every save.
 */
import { type Context, Hono } from 'hono';
import type { AdminEnv } from '../../../auth/admin-env';
import { database } from '../../../db/client';
import { fieldErrors } from '../../../lib/field-errors';
import { postedFields } from '../../../lib/posted-fields';
import { renderOwnerMessage } from '../../ui/MessagePage';
import { renderAdminPage } from '../../ui/render';
import { listItems, publishedItems, readItem, readRevision, readRevisions, type StoredItem } from '../item-reads';
import { addressTaken, createItem, moveItem, saveItem } from '../item-save';
import { RevisionPage } from '../RevisionPage';
import type { ConflictPanelProps } from '../ConflictPanel';
import { slugFromTitle } from '../../../content/kinds/slug';
import { libraryPictures } from '../pictures';
import {
  type Choice,
  documentInput,
  type FormValues,
  formValuesOf,
  type KindDefinition,
  messagesByField,
  postedValues,
  type RelatedItems,
} from './definition';
import { ItemEditorPage } from './ItemEditorPage';
import { ItemListPage } from './ItemListPage';
import { itemNotices, type ItemNotice, noticeAfter, pressedIntent, statusAfter } from './item-intents';
import { noticeIn } from '../../ui/StatusNotice';

type Checked<Doc> = { ok: true; document: Doc } | { ok: false; errors: Record<string, string> };

export function kindRoutes<Doc>(definition: KindDefinition<Doc>) {
  const routes = new Hono<AdminEnv>();
  const home = `/admin/content/${definition.section}`;
  const titleOf = (document: unknown) => {
    const parsed = definition.schema.safeParse(document);
    return parsed.success ? definition.titleOf(parsed.data) : 'Needs correcting';
  };

  const notFound = (c: Context<AdminEnv>) =>
    renderOwnerMessage(c, 404, {
      title: `${definition.one} not found`,
      message: `There is no ${definition.one.toLowerCase()} at this address.`,
      link: { href: home, text: definition.many },
    });

  /** The published items of the kinds the rule and the selects read: once per request, as a failed save needs both. */
  const relatedReads = new WeakMap<Context<AdminEnv>, Promise<RelatedItems>>();
  function relatedOf(c: Context<AdminEnv>): Promise<RelatedItems> {
    let read = relatedReads.get(c);
    if (!read) {
      read = publishedItems(c.env.DB, definition.relatedKinds ?? []);
      relatedReads.set(c, read);
    }
    return read;
  }

  async function check(c: Context<AdminEnv>, posted: URLSearchParams, slug?: string): Promise<Checked<Doc>> {
    const parsed = definition.schema.safeParse(documentInput(definition.fields, posted));
    if (!parsed.success) return { ok: false, errors: messagesByField(definition.fields, fieldErrors(parsed.error)) };
    if (!definition.check) return { ok: true, document: parsed.data };
    const errors = definition.check(parsed.data, { relatedItems: await relatedOf(c), slug });
    return Object.keys(errors).length ? { ok: false, errors } : { ok: true, document: parsed.data };
  }

  /** The choices of the selects that read other kinds (an event's formats), as published now. */
  async function choicesOf(c: Context<AdminEnv>): Promise<Record<string, readonly Choice[]>> {
    const reading = definition.fields.filter((field) => field.choicesFrom);
    if (reading.length === 0) return {};
    const related = await relatedOf(c);
    return Object.fromEntries(reading.map((field) => [field.name, field.choicesFrom?.(related) ?? []]));
  }

  async function editor(
    c: Context<AdminEnv>,
    item: StoredItem | undefined,
    form: {
      values?: FormValues;
      errors?: Record<string, string>;
      notice?: ItemNotice;
      /** Theirs and yours; who saved theirs and when are read with the revisions. */
      conflict?: Pick<ConflictPanelProps, 'theirs' | 'yours'>;
    },
    status: 200 | 400 | 409 = 200,
  ) {
    const showsPictures = definition.fields.some((field) => field.type === 'picture' || field.type === 'pictures');
    const [revisions, choices, pictures] = await Promise.all([
      item ? readRevisions(database(c.env.DB), item.id) : [],
      choicesOf(c),
      showsPictures ? libraryPictures(c.env.DB) : [],
    ]);
    return renderAdminPage(
      <ItemEditorPage
        session={c.var.adminSession}
        section={definition.section}
        one={definition.one}
        many={definition.many}
        fields={definition.fields}
        choices={choices}
        single={definition.single ?? false}
        item={item ? { id: item.id, status: item.status, version: item.version, revisions } : undefined}
        values={
          form.values ?? (item ? formValuesOf(definition.fields, item.document) : formValuesOf(definition.fields, {}))
        }
        errors={form.errors}
        notice={form.notice}
        conflict={
          form.conflict && item && { ...form.conflict, savedBy: revisions[0]?.savedBy ?? '', savedAt: item.updatedAt }
        }
        pictures={pictures}
      />,
      status,
    );
  }

  routes.get('/', async (c) => {
    const db = database(c.env.DB);
    const items = await listItems(db, definition.kind, { order: definition.ordered ? 'position' : 'recent' });
    const notice = c.req.query('notice');
    if (definition.single) {
      const [only] = items;
      const item = only ? await readItem(db, definition.kind, only.id) : undefined;
      return editor(c, item, { notice: noticeIn(itemNotices, notice) });
    }
    return renderAdminPage(
      <ItemListPage
        session={c.var.adminSession}
        section={definition.section}
        many={definition.many}
        one={definition.one}
        intro={definition.intro}
        ordered={definition.ordered}
        items={items.map((item) => ({ ...item, title: titleOf(item.document) }))}
        notice={noticeIn(itemNotices, notice)}
      />,
    );
  });

  routes.get('/new', (c) => (definition.single ? notFound(c) : editor(c, undefined, {})));

  routes.post('/', async (c) => {
    if (definition.single) return notFound(c);
    const posted = await postedFields(c);
    const values = postedValues(definition.fields, posted);
    const checked = await check(c, posted);
    if (!checked.ok) return editor(c, undefined, { values, errors: checked.errors }, 400);
    const db = database(c.env.DB);
    const base = slugFromTitle(definition.titleOf(checked.document));
    const intent = pressedIntent(posted);
    const status = statusAfter(intent, undefined);
    // The first free address of the title; taken meanwhile by another save (a unique violation), the next one.
    for (let suffix = 1; ; suffix += 1) {
      const slug = suffix === 1 ? base : `${base}-${suffix}`;
      if (await addressTaken(db, definition.kind, slug, null)) continue;
      const created = await createItem(
        db,
        {
          kind: definition.kind,
          slug,
          status,
          publishAt: status === 'published' ? new Date() : null,
          document: checked.document,
        },
        c.var.adminSession.userId,
      );
      if (created.outcome === 'saved')
        return c.redirect(`${home}/${created.itemId}?notice=${noticeAfter[intent]}`, 303);
    }
  });

  routes.get('/:id', async (c) => {
    const item = await readItem(database(c.env.DB), definition.kind, c.req.param('id'));
    if (!item) return notFound(c);
    const notice = c.req.query('notice');
    return editor(c, item, { notice: noticeIn(itemNotices, notice) });
  });

  routes.post('/:id', async (c) => {
    const db = database(c.env.DB);
    const item = await readItem(db, definition.kind, c.req.param('id'));
    if (!item) return notFound(c);
    const posted = await postedFields(c);
    const values = postedValues(definition.fields, posted);
    const checked = await check(c, posted, item.slug);
    if (!checked.ok) return editor(c, item, { values, errors: checked.errors }, 400);
    const intent = definition.single ? 'save' : pressedIntent(posted);
    const status = statusAfter(intent, item.status);
    const baseVersion = Number(posted.get('version'));
    const outcome = Number.isInteger(baseVersion)
      ? await saveItem(
          db,
          { id: item.id, baseVersion, fromStatus: item.status },
          {
            kind: definition.kind,
            slug: item.slug,
            status,
            publishAt: status === 'published' ? (item.publishAt ?? new Date()) : item.publishAt,
            document: checked.document,
          },
          c.var.adminSession.userId,
          'content.save',
        )
      : 'conflict';
    if (outcome !== 'saved') {
      const current = (await readItem(db, definition.kind, item.id)) ?? item;
      const theirs = formValuesOf(definition.fields, current.document);
      return editor(c, current, { values, conflict: { theirs, yours: values } }, 409);
    }
    return c.redirect(`${definition.single ? home : `${home}/${item.id}`}?notice=${noticeAfter[intent]}`, 303);
  });

  routes.post('/:id/move', async (c) => {
    const posted = await postedFields(c);
    const direction = posted.get('direction') === 'up' ? 'up' : 'down';
    await moveItem(database(c.env.DB), definition.kind, c.req.param('id'), direction, c.var.adminSession.userId);
    return c.redirect(`${home}?notice=moved`, 303);
  });

  const revisionOf = (c: Context<AdminEnv>) =>
    readRevision(database(c.env.DB), definition.kind, c.req.param('id') ?? '', Number(c.req.param('version')));

  routes.get('/:id/revisions/:version', async (c) => {
    const found = await revisionOf(c);
    if (!found) return notFound(c);
    const values = formValuesOf(definition.fields, found.revision.document);
    return renderAdminPage(
      <RevisionPage
        session={c.var.adminSession}
        item={{ title: titleOf(found.item.document), href: `${home}/${found.item.id}`, version: found.item.version }}
        revision={found.revision}
        rows={definition.fields.map((field) => [field.label, values[field.name] ?? ''] as const)}
      />,
    );
  });

  routes.post('/:id/revisions/:version/restore', async (c) => {
    const found = await revisionOf(c);
    if (!found) return notFound(c);
    const { item, revision } = found;
    const baseVersion = Number((await postedFields(c)).get('version'));
    const parsed = definition.schema.safeParse(revision.document);
    if (!parsed.success || !Number.isInteger(baseVersion)) return notFound(c);
    const outcome = await saveItem(
      database(c.env.DB),
      { id: item.id, baseVersion, fromStatus: item.status },
      { kind: definition.kind, slug: item.slug, status: item.status, publishAt: item.publishAt, document: parsed.data },
      c.var.adminSession.userId,
      'content.restore',
    );
    if (outcome === 'saved') return c.redirect(`${home}/${item.id}?notice=restored`, 303);
    return renderOwnerMessage(c, 409, {
      title: 'Nothing was restored',
      message:
        'It was saved by someone else since you opened this revision. Open it again to restore it over the newest version.',
      link: { href: `${home}/${item.id}`, text: 'Back to it' },
    });
  });

  return routes;
}
