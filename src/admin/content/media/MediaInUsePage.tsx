import type { AdminSession } from '../../../auth/admin-env';
import type { MediaImage } from '../../../content/media/store';
import type { MediaUse } from '../../../content/media/usage';
import { AdminDocument } from '../../ui/AdminDocument';
import { UsedIn } from './ImageCard';

/** A delete refused: the picture is in use, and where, so the owner can take it out of those items first. */
export function MediaInUsePage({
  session,
  image,
  uses,
  back,
}: {
  session: AdminSession;
  image: MediaImage;
  uses: MediaUse[];
  back: string;
}) {
  return (
    <AdminDocument title="Picture in use" session={session} place={{ section: 'content', within: true }}>
      <div className="card max-w-2xl">
        <h1 className="font-display text-2xl font-bold">Picture in use</h1>
        <p className="mt-3 break-anywhere" role="alert">
          {uses.length > 0
            ? `“${image.fileName}” was not deleted: it is used in ${uses.length === 1 ? 'this item' : 'these items'}. Take it out of them first, then delete it.`
            : `“${image.fileName}” was not deleted: an item was using it a moment ago. Reload the library and try again.`}
        </p>
        {uses.length > 0 ? (
          <div className="mt-3">
            <UsedIn uses={uses} />
          </div>
        ) : null}
        <p className="mt-6">
          <a className="btn-primary" href={back}>
            Back to the media library
          </a>
        </p>
      </div>
    </AdminDocument>
  );
}
