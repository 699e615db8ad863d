/**
 * A small, independent reader of raw MIME messages for the tests: headers
 * unfolded and RFC 2047-decoded, multipart bodies split into their parts,
 * base64 and 7bit bodies decoded. Written from the RFCs, not from the code
 * under test, so a test reads the message as a mail client would.
 */

export interface MimeEntity {
  /** Header lines as they are, unfolded (name, raw value). */
  rawHeaders: [string, string][];
  header(name: string): string | undefined;
  /** RFC 2047 encoded-words decoded. */
  decodedHeader(name: string): string | undefined;
  contentType: string;
  params: Record<string, string>;
  /** The decoded body of a leaf part. */
  text: string;
  parts: MimeEntity[];
}

const decoder = new TextDecoder();

function base64Bytes(text: string): Uint8Array {
  const binary = atob(text.replace(/\s+/g, ''));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** =?charset?B|Q?text?= words decoded; whitespace between adjacent encoded-words dropped (RFC 2047 §6.2). */
export function decodeWords(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  return joined.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_whole, _charset: string, encoding: string, text: string) => {
    if (encoding.toUpperCase() === 'B') return decoder.decode(base64Bytes(text));
    const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return decoder.decode(Uint8Array.from(bytes, (character) => character.charCodeAt(0)));
  });
}

function splitHead(raw: string): { head: string; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) return { head: raw, body: '' };
  return { head: raw.slice(0, end), body: raw.slice(end + 4) };
}

function parseParams(value: string): { type: string; params: Record<string, string> } {
  const [type = '', ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const parameter of rest) {
    const match = /^\s*([^=\s]+)\s*=\s*"?([^"]*)"?\s*$/.exec(parameter);
    if (match?.[1]) params[match[1].toLowerCase()] = match[2] ?? '';
  }
  return { type: type.trim().toLowerCase(), params };
}

export function parseMime(raw: string): MimeEntity {
  const { head, body } = splitHead(raw);
  // Unfold: a CRLF followed by a space or tab continues the previous line.
  const lines = head.split(/\r\n(?![ \t])/);
  const rawHeaders = lines.map((line): [string, string] => {
    const colon = line.indexOf(':');
    return [
      line.slice(0, colon),
      line
        .slice(colon + 1)
        .replace(/\r\n[ \t]/g, ' ')
        .trim(),
    ];
  });
  const header = (name: string) => rawHeaders.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  const { type, params } = parseParams(header('content-type') ?? 'text/plain');
  const encoding = (header('content-transfer-encoding') ?? '7bit').toLowerCase();
  let parts: MimeEntity[] = [];
  let text = '';
  if (type.startsWith('multipart/')) {
    const boundary = params.boundary ?? '';
    const sections = body.split(`--${boundary}`);
    // Before the first boundary is the preamble; after the closing "--" the epilogue.
    parts = sections
      .slice(1)
      .filter((section) => !section.startsWith('--'))
      .map((section) => parseMime(section.replace(/^\r\n/, '').replace(/\r\n$/, '')));
  } else {
    text = encoding === 'base64' ? decoder.decode(base64Bytes(body)) : body;
  }
  return {
    rawHeaders,
    header,
    decodedHeader: (name) => (header(name) === undefined ? undefined : decodeWords(header(name) ?? '')),
    contentType: type,
    params,
    text,
    parts,
  };
}

/** Every leaf part, depth first. */
export function leafParts(entity: MimeEntity): MimeEntity[] {
  return entity.parts.length ? entity.parts.flatMap(leafParts) : [entity];
}

export function partOfType(entity: MimeEntity, type: string): MimeEntity | undefined {
  return leafParts(entity).find((part) => part.contentType === type);
}
