/** A picture an editor may choose: its address and how the select names it (file name and alt text). */
export type PictureChoice = { value: string; label: string };

const LIBRARY_SQL =
  "SELECT '/media/' || sha256 AS value, file_name || ': ' || alt AS label FROM media_images ORDER BY created_at DESC";

/** The pictures an editor may choose for a cover: the media library's uploads, then the site's own covers in use. */
export async function editorPictures(db: D1Database): Promise<PictureChoice[]> {
  const [uploads, covers] = await db.batch<PictureChoice>([
    db.prepare(LIBRARY_SQL),
    db.prepare(
      `SELECT DISTINCT json_extract(document, '$.coverImage') AS value, json_extract(document, '$.coverImage') AS label
       FROM content_items WHERE kind = 'post' AND json_extract(document, '$.coverImage') LIKE '/images/%' ORDER BY value`,
    ),
  ]);
  return [...(uploads?.results ?? []), ...(covers?.results ?? [])];
}

/** The media library's pictures alone, newest first: what a kind's picture fields offer. */
export async function libraryPictures(db: D1Database): Promise<PictureChoice[]> {
  const { results } = await db.prepare(LIBRARY_SQL).all<PictureChoice>();
  return results;
}
