import type { AdminSession } from '../../../auth/admin-env';
import { AdminDocument } from '../../ui/AdminDocument';
import { AdminSection } from '../../ui/AdminSection';
import { Pagination } from '../../ui/Pagination';
import { ProblemSummary } from '../../ui/ProblemSummary';
import { StatusNotice } from '../../ui/StatusNotice';
import { altFieldId, ImageCard, type PostedAlt } from './ImageCard';
import { libraryAddress, type LibraryPage, MEDIA_PAGE_SIZE } from './library-query';
import { type PostedUpload, UploadForm, uploadFieldIds } from './UploadForm';

export type MediaNotice = 'uploaded' | 'already-uploaded' | 'deleted' | 'alt-saved' | 'alt-unchanged';

export const mediaNotices: Record<MediaNotice, string> = {
  uploaded: 'Picture uploaded: it is first in the library, ready to use.',
  'already-uploaded': 'That picture was already in the library, so nothing new was added: it is the one listed.',
  deleted: 'Picture deleted.',
  'alt-saved': 'Alt text saved: every page that shows the picture uses it.',
  'alt-unchanged': 'The alt text was already that: nothing was changed.',
};

interface MediaLibraryPageProps {
  session: AdminSession;
  library: LibraryPage;
  notice?: MediaNotice;
  upload?: PostedUpload;
  alt?: PostedAlt;
}

function problems(props: MediaLibraryPageProps): { id: string; message: string }[] {
  const upload = props.upload?.errors ?? {};
  return [
    ...(upload.file ? [{ id: uploadFieldIds.file, message: upload.file }] : []),
    ...(upload.alt ? [{ id: uploadFieldIds.alt, message: upload.alt }] : []),
    ...(props.alt ? [{ id: altFieldId(props.alt.imageId), message: props.alt.error }] : []),
  ];
}

function summary({ images, total, page }: LibraryPage): string {
  if (total === 0) return 'No pictures yet: upload the first above.';
  if (images.length === 0) return 'There are no pictures on this page.';
  const first = (page - 1) * MEDIA_PAGE_SIZE + 1;
  return `Showing ${first}–${first + images.length - 1} of ${total}, newest first.`;
}

/** /admin/content/media: every uploaded picture, newest first, with where it is used, and the upload form. */
export function MediaLibraryPage(props: MediaLibraryPageProps) {
  const { session, library } = props;
  return (
    <AdminDocument title="Media library" session={session} place={{ section: 'content', within: true }}>
      <h1 className="section-title">Media library</h1>
      <p className="section-intro max-w-3xl">
        The pictures pages can show. Each is stored once, in the sizes screens need; its alt text goes with it wherever
        it is used. A picture in use cannot be deleted.
      </p>
      <StatusNotice notice={props.notice} messages={mediaNotices} />
      <ProblemSummary problems={problems(props)} />
      <UploadForm session={session} posted={props.upload} />
      <AdminSection headingId="library-heading" title="Pictures" className="mt-8">
        <p className="mt-1 text-muted">{summary(library)}</p>
        {library.images.length > 0 ? (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {library.images.map((image) => (
              <ImageCard
                key={image.id}
                session={session}
                image={image}
                page={library.page}
                posted={props.alt?.imageId === image.id ? props.alt : undefined}
              />
            ))}
          </ul>
        ) : null}
        <Pagination page={library.page} pageCount={library.pageCount} link={libraryAddress} />
      </AdminSection>
    </AdminDocument>
  );
}
