/** A picture of the media library as a document names it: `/media/<sha256>`, rendered with every variant it has. */
import { z } from 'zod';

const LIBRARY_PICTURE = /^\/media\/[0-9a-f]{64}$/;

/** Required: one of the library's pictures. `what` names it in the message ("a photo"). */
export function libraryPicture(what: string) {
  const message = `Choose ${what} from the media library`;
  return z.string({ error: message }).trim().regex(LIBRARY_PICTURE, message);
}
