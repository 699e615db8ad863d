import { type Context, Hono } from 'hono';
import type { AdminEnv } from '../../../auth/admin-env';
import { altTextSchema } from '../../../content/media/fields';
import { database } from '../../../db/client';
import { postedFile, postedText } from '../../../lib/posted-text';
import { renderOwnerMessage } from '../../ui/MessagePage';
import { renderAdminPage } from '../../ui/render';
import { deleteFromLibrary, saveAltText, uploadToLibrary } from './changes';
import type { PostedAlt } from './ImageCard';
import { libraryAddress, libraryPage, pageNumber } from './library-query';
import { MediaInUsePage } from './MediaInUsePage';
import { mediaNotices, type MediaNotice, MediaLibraryPage } from './MediaLibraryPage';
import type { PostedUpload } from './UploadForm';
import { noticeIn } from '../../ui/StatusNotice';

/**
 * /admin/content/media: the media library. Every change is its own CSRF-checked post (checked before these run, the
 * upload's multipart body included), audited, then back to the library with a notice (post/redirect/get); a form
 * the owner must correct is shown again with its message beside the field and the alt text as typed.
 */
export const mediaRoutes = new Hono<AdminEnv>();

interface LibraryView {
  page: number;
  notice?: MediaNotice;
  upload?: PostedUpload;
  alt?: PostedAlt;
}

async function library(c: Context<AdminEnv>, view: LibraryView, status: 200 | 413 | 422 = 200): Promise<Response> {
  const data = await libraryPage(database(c.env.DB), view.page);
  return renderAdminPage(
    <MediaLibraryPage
      session={c.var.adminSession}
      library={data}
      notice={view.notice}
      upload={view.upload}
      alt={view.alt}
    />,
    status,
  );
}

/** A picture's id from the path (a UUID), else null. */
function imageIdOf(c: Context<AdminEnv>): string | null {
  const id = c.req.param('id') ?? '';
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) ? id : null;
}

function noSuchImage(c: Context<AdminEnv>): Promise<Response> {
  return renderOwnerMessage(c, 404, {
    title: 'No such picture',
    message: 'That picture is not in the library: it may have been deleted already. Nothing was changed.',
    link: { href: '/admin/content/media', text: 'Back to the media library' },
  });
}

async function postedPage(c: Context<AdminEnv>): Promise<number> {
  return pageNumber((await postedText(c, 'page')) || undefined);
}

mediaRoutes.get('/', (c) => {
  const notice = c.req.query('notice');
  return library(c, { page: pageNumber(c.req.query('page')), notice: noticeIn(mediaNotices, notice) });
});

mediaRoutes.post('/', async (c) => {
  const alt = await postedText(c, 'alt');
  const file = await postedFile(c, 'file');
  const outcome = await uploadToLibrary(c.env, { file, alt }, c.var.adminSession.userId);
  if (!outcome.ok) return library(c, { page: 1, upload: { alt, errors: outcome.errors } }, outcome.status);
  return c.redirect(libraryAddress(1, outcome.created ? 'uploaded' : 'already-uploaded'), 303);
});

mediaRoutes.post('/:id/alt', async (c) => {
  const id = imageIdOf(c);
  if (id === null) return noSuchImage(c);
  const page = await postedPage(c);
  const alt = await postedText(c, 'alt');
  const parsed = altTextSchema.safeParse(alt);
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? 'Alt text is required';
    return library(c, { page, alt: { imageId: id, alt, error } }, 422);
  }
  const outcome = await saveAltText(c.env.DB, id, parsed.data, c.var.adminSession.userId);
  if (outcome === 'gone') return noSuchImage(c);
  return c.redirect(libraryAddress(page, outcome === 'saved' ? 'alt-saved' : 'alt-unchanged'), 303);
});

mediaRoutes.post('/:id/delete', async (c) => {
  const id = imageIdOf(c);
  if (id === null) return noSuchImage(c);
  const page = await postedPage(c);
  const deletion = await deleteFromLibrary(c.env, id, c.var.adminSession.userId);
  if (deletion.outcome === 'gone') return noSuchImage(c);
  if (deletion.outcome === 'in-use')
    return renderAdminPage(
      <MediaInUsePage
        session={c.var.adminSession}
        image={deletion.image}
        uses={deletion.uses}
        back={libraryAddress(page)}
      />,
      409,
    );
  return c.redirect(libraryAddress(page, 'deleted'), 303);
});
