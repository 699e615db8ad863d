/**
 * The owner's changes to the media library, each recorded in the audit trail (who, what, which picture) in the
 * change's own batch, and only when the change happened: an upload of a picture already there records nothing.
 */
import { type AltChange, changeAlt, type Deletion, deletePicture, type MediaImage } from '../../../content/media/store';
import {
  type MediaBindings,
  type PictureUpload,
  type UploadOutcome,
  uploadPicture,
} from '../../../content/media/upload';
import { database } from '../../../db/client';
import { ITEM_KIND } from '../../../db/item-kinds';
import { auditStatement } from '../../db/audit';

/** Which picture: its id, and in the detail its file name and hash (its id is gone with it after a delete). */
function audited(actorUserId: string, action: string, image: MediaImage, change: { from?: string; to?: string } = {}) {
  return auditStatement(
    {
      actorUserId,
      action,
      itemKind: ITEM_KIND.mediaImage,
      itemId: image.id,
      fromStatus: change.from,
      toStatus: change.to,
      detail: `${image.fileName} (${image.sha256})`,
    },
    { onlyIfChanged: true },
  );
}

export function uploadToLibrary(
  bindings: MediaBindings,
  upload: Omit<PictureUpload, 'uploadedBy'>,
  actorUserId: string,
): Promise<UploadOutcome> {
  return uploadPicture(bindings, { ...upload, uploadedBy: actorUserId }, (image) =>
    audited(actorUserId, 'media.upload', image),
  );
}

export function saveAltText(db: D1Database, id: string, alt: string, actorUserId: string): Promise<AltChange> {
  return changeAlt(database(db), id, alt, (image) =>
    audited(actorUserId, 'media.alt', image, { from: image.alt, to: alt }),
  );
}

export function deleteFromLibrary(bindings: MediaBindings, id: string, actorUserId: string): Promise<Deletion> {
  return deletePicture(database(bindings.DB), bindings.MEDIA, id, (image) =>
    audited(actorUserId, 'media.delete', image),
  );
}
