/** A picture of the media library as a document names it: `/media/<sha256>`, rendered with every variant it has. */
import { z } from 'zod';
import { LIBRARY_PICTURE_ADDRESS } from '../media/addresses';

/** Required: one of the library's pictures. `what` names it in the message ("a photo"). */
export function libraryPicture(what: string) {
  const message = `Choose ${what} from the media library`;
  return z.string({ error: message }).trim().regex(LIBRARY_PICTURE_ADDRESS, message);
}
