/**
 * The addresses a Markdown link or image may have: an allow-list, never a block-list. A link may go to http(s),
 * mailto: and tel: addresses, a path on this site (`/faq`) or a part of the page (`#costs`); an image may come
 * from http(s) or a path on this site. Anything else (javascript:, data:, vbscript:, file:, `//host`, a relative
 * `page.html`) is refused, and the caller shows the text alone.
 */
import { siteConfig } from '../site-config';
import { decodeCharacterReferences } from './tokens';

const SITE_HOST = new URL(siteConfig.origin).host;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

// biome-ignore lint/suspicious/noControlCharactersInRegex: the spaces and controls a browser strips at an address's ends
const ENDS = /^[\u0000-\u0020\u007f-\u009f]+|[\u0000-\u0020\u007f-\u009f]+$/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: every space and control, taken out before the scheme is read
const SPACES_AND_CONTROLS = /[\s\u0000-\u001f\u007f-\u009f]/g;

/**
 * What a browser would act on: references decoded (`java&#x09;script:`) unless the address is literal (an
 * autolink's), and the spaces and control characters it ignores at either end, and the tabs and line breaks it
 * drops anywhere, taken out. What is checked is what the page carries.
 */
function cleaned(address: string, literal: boolean): string {
  return (literal ? address : decodeCharacterReferences(address)).replace(ENDS, '').replace(/[\t\n\r]/g, '');
}

/** The scheme, lower-cased, read with every space and control character removed (` JaVa script:` -> javascript). */
function schemeOf(address: string): string | undefined {
  const compact = address.replace(SPACES_AND_CONTROLS, '');
  return /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact)?.[1]?.toLowerCase();
}

/** A path on this site (`/images/team.jpg`): one slash, not two nor a backslash, read as another host (`/\evil`). */
export function isSitePath(address: string): boolean {
  return address.startsWith('/') && !address.startsWith('//') && !address.startsWith('/\\');
}

/** A well-formed http(s) address, or undefined. */
function httpUrl(address: string): URL | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function allowed(address: string, literal: boolean, schemes: Set<string>, fragments: boolean): string | undefined {
  const value = cleaned(address, literal);
  if (!value) return undefined;
  const scheme = schemeOf(value);
  if (scheme !== undefined) {
    if (!schemes.has(scheme)) return undefined;
    // `https:page` is a path of this site to a browser, and `https:\\host` another host: http(s) is written out.
    if ((scheme === 'http' || scheme === 'https') && !(/^https?:\/\//i.test(value) && httpUrl(value))) return undefined;
    return value;
  }
  if (isSitePath(value) || (fragments && value.startsWith('#'))) return value;
  return undefined;
}

/** A link's address as the page may carry it, or undefined when it is refused. `literal`: an autolink's address. */
export function safeLinkHref(address: string, literal = false): string | undefined {
  return allowed(address, literal, LINK_SCHEMES, true);
}

/** An image's address as the page may use it, or undefined when it is refused. */
export function safeImageSrc(address: string): string | undefined {
  return allowed(address, false, IMAGE_SCHEMES, false);
}

/** An http(s) address on another host than the site's: the link gets rel="noopener noreferrer". */
export function isExternal(href: string): boolean {
  const url = httpUrl(href);
  return url !== undefined && url.host !== SITE_HOST;
}
