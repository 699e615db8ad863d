import type { AdminSession } from '../../../auth/admin-env';
import { MAX_ALT_TEXT } from '../../../content/media/fields';
import { Picture } from '../../../content/media/picture';
import type { MediaUse } from '../../../content/media/usage';
import { formatDateTime, isoDateTime } from '../../../lib/uk-date';
import { CsrfField } from '../../ui/CsrfField';
import { itemAddress } from '../sections';
import { errorAria, FieldMessage } from '../../ui/field-messages';
import type { LibraryImage } from './library-query';

/** Alt text the owner must correct, on the picture it was for, as typed. */
export interface PostedAlt {
  imageId: string;
  alt: string;
  error: string;
}

/** "245 KB", "3.1 MB": a file's size as the owner reads it. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The id of a picture's alt text field, which a problem's link jumps to. */
export function altFieldId(imageId: string): string {
  return `alt-${imageId}`;
}

export function UsedIn({ uses }: { uses: MediaUse[] }) {
  if (uses.length === 0) return <span className="text-muted">Not used</span>;
  return (
    <ul className="list-disc pl-5">
      {uses.map((use) => (
        <li key={use.id}>
          <a className="break-anywhere text-brand-800 underline" href={itemAddress(use)}>
            {use.title}
          </a>{' '}
          <span className="text-muted">({use.kind})</span>
        </li>
      ))}
    </ul>
  );
}

/** A hidden field that brings the owner back to this page of the library after a change. */
function PageField({ page }: { page: number }) {
  return page > 1 ? <input type="hidden" name="page" value={page} /> : null;
}

/** A picture of the library as a page of it shows it, with the alt text just posted for it, if any. */
interface ImageProps {
  session: AdminSession;
  image: LibraryImage;
  page: number;
  posted?: PostedAlt;
}

function AltForm({ session, image, page, posted }: ImageProps) {
  const id = altFieldId(image.id);
  return (
    <form method="post" action={`/admin/content/media/${image.id}/alt`} className="mt-3">
      <CsrfField session={session} />
      <PageField page={page} />
      <label htmlFor={id} className="field-label">
        Alt text
      </label>
      <input
        id={id}
        name="alt"
        type="text"
        defaultValue={posted?.alt ?? image.alt}
        required
        maxLength={MAX_ALT_TEXT}
        className="field-input"
        {...errorAria(id, posted?.error)}
      />
      <FieldMessage id={id} error={posted?.error} />
      <button type="submit" className="btn-outline mt-2 px-3 py-2 text-sm">
        Save alt text<span className="sr-only"> of {image.fileName}</span>
      </button>
    </form>
  );
}

/** One picture of the library: its thumbnail, what it is, where it is used, its alt text, and Delete when unused. */
export function ImageCard({ session, image, page, posted }: ImageProps) {
  return (
    <li className="card flex flex-col gap-3 p-4" data-media-image={image.id}>
      <Picture
        image={image}
        maxWidth={480}
        sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 100vw"
        className="h-auto w-full rounded-lg bg-stone-100"
      />
      <div>
        <h3 className="break-anywhere font-semibold">{image.fileName}</h3>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">Size</dt>
          <dd>
            {image.width} × {image.height} px, {fileSize(image.bytes)}
          </dd>
          <dt className="text-muted">Uploaded</dt>
          <dd>
            <time dateTime={isoDateTime(image.createdAt)}>{formatDateTime(image.createdAt)}</time>
            {image.uploader ? ` by ${image.uploader}` : null}
          </dd>
          <dt className="text-muted">Alt text</dt>
          <dd className="break-anywhere">{image.alt}</dd>
          <dt className="text-muted">Used in</dt>
          <dd>
            <UsedIn uses={image.uses} />
          </dd>
        </dl>
      </div>
      <AltForm session={session} image={image} page={page} posted={posted} />
      {image.uses.length === 0 ? (
        <form method="post" action={`/admin/content/media/${image.id}/delete`}>
          <CsrfField session={session} />
          <PageField page={page} />
          <button type="submit" className="btn-outline px-3 py-2 text-sm">
            Delete<span className="sr-only"> {image.fileName}</span>
          </button>
        </form>
      ) : (
        <p className="text-sm text-muted">In use: take it out of the items above before deleting it.</p>
      )}
    </li>
  );
}
