/**
 * Where a picture's variants live: the same name in R2 and on the site, made of the original's SHA-256 and the
 * variant's width. A name never changes what it holds (new bytes are a new hash), so it is cached for a year.
 */

/** A SHA-256 as this library writes it: 64 lower-case hex characters. */
const SHA256 = /^[0-9a-f]{64}$/;

export function isSha256(value: string): boolean {
  return SHA256.test(value);
}

/** The R2 key of a variant: media/<sha256>/<width>.webp. */
export function mediaKey(sha256: string, width: number): string {
  return `media/${sha256}/${width}.webp`;
}

/** The site's address of a variant: /media/<sha256>/<width>.webp, served by the Worker from R2. */
export function mediaUrl(sha256: string, width: number): string {
  return `/${mediaKey(sha256, width)}`;
}

/** How a document names one of the library's pictures, whatever the width shown: /media/<sha256>. */
export const LIBRARY_PICTURE_ADDRESS = /^\/media\/([0-9a-f]{64})$/;

/** The SHA-256 of the library picture an address names, if it names one. */
export function librarySha256(address: string): string | undefined {
  return LIBRARY_PICTURE_ADDRESS.exec(address)?.[1];
}
