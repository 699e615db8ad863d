import type { AdminSession } from '../../../auth/admin-env';
import { MAX_ALT_TEXT } from '../../../content/media/fields';
import type { UploadField } from '../../../content/media/upload';
import { AdminSection } from '../../ui/AdminSection';
import { CsrfField } from '../../ui/CsrfField';
import { described, FieldMessage } from '../../ui/field-messages';

/** An upload the owner must correct: what was wrong with each field, and the alt text as typed. */
export interface PostedUpload {
  alt: string;
  errors: Partial<Record<UploadField, string>>;
}

export const uploadFieldIds: Record<UploadField, string> = { file: 'media-file', alt: 'media-alt' };

/** The upload form: a picture and its alt text, posted as multipart with the session's CSRF token. */
export function UploadForm({ session, posted }: { session: AdminSession; posted?: PostedUpload }) {
  const errors = posted?.errors ?? {};
  const { file: fileId, alt: altId } = uploadFieldIds;
  return (
    <AdminSection headingId="upload-heading" title="Upload a picture" className="card mt-6">
      <form
        method="post"
        action="/admin/content/media"
        encType="multipart/form-data"
        className="mt-4 grid max-w-2xl gap-4"
      >
        <CsrfField session={session} />
        <div>
          <label htmlFor={fileId} className="field-label">
            Picture
          </label>
          <p id={`${fileId}-hint`} className="mb-1 text-sm text-muted">
            A JPEG, PNG or WebP, at most 8 MB. It is resized for phones, tablets and wide screens when you upload it.
          </p>
          <input
            id={fileId}
            name="file"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            required
            className="field-input"
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={described(fileId, true, errors.file)}
          />
          <FieldMessage id={fileId} error={errors.file} />
        </div>
        <div>
          <label htmlFor={altId} className="field-label">
            Alt text
          </label>
          <p id={`${altId}-hint`} className="mb-1 text-sm text-muted">
            What the picture shows, for people who cannot see it: one line, at most {MAX_ALT_TEXT} characters.
          </p>
          <input
            id={altId}
            name="alt"
            type="text"
            defaultValue={posted?.alt ?? ''}
            required
            maxLength={MAX_ALT_TEXT}
            className="field-input"
            aria-invalid={errors.alt ? true : undefined}
            aria-describedby={described(altId, true, errors.alt)}
          />
          <FieldMessage id={altId} error={errors.alt} />
        </div>
        <p>
          <button type="submit" className="btn-primary">
            Upload picture
          </button>
        </p>
      </form>
    </AdminSection>
  );
}
