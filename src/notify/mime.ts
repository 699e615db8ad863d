/**
 * The one builder of outgoing email (RFC 5322 + MIME) for every message the
 * Worker sends: the back office's sign-in links and the owner's
 * notifications. Headers are only ever made here, from values run through
 * the encoders below, so text a visitor typed can never add a header: CR, LF
 * and other control characters are replaced, non-ASCII is RFC 2047-encoded,
 * and long values are folded. Bodies are 7bit when that is safe, else base64.
 */

export interface OutgoingEmail {
  /** Envelope sender: must equal the From header's address. */
  from: string;
  /** Envelope recipient. */
  to: string;
  subject: string;
  /** The whole RFC 5322 message, CRLF line endings. */
  raw: string;
}

interface Mailbox {
  address: string;
  /** A display name; any text (encoded as needed). */
  name?: string;
}

/** A leaf part: text or an attachment. */
export interface LeafPart {
  /** e.g. "text/plain", "text/calendar; method=PUBLISH"; charset=utf-8 is added. */
  contentType: string;
  content: string;
  /** Present for an attachment: its file name (ASCII letters, digits, dot, hyphen). */
  filename?: string;
}

interface MultiPart {
  multipart: 'alternative' | 'mixed';
  parts: MimePart[];
}

export type MimePart = LeafPart | MultiPart;

export interface MessageDefinition {
  from: Mailbox;
  to: Mailbox;
  replyTo?: Mailbox;
  subject: string;
  date: Date;
  /** Without the angle brackets: local@domain, both parts from our own ids. */
  messageId: string;
  body: MimePart;
}

const CRLF = '\r\n';
/** RFC 5322 §2.1.1: lines should stay within 78 characters. */
const FOLD_AT = 78;
/**
 * Text bytes per encoded-word: 36 bytes are 48 base64 characters, a word of
 * 60 ("=?UTF-8?B?" and "?=" around them), within RFC 2047's 75 and short
 * enough that "Reply-To: " and the first word stay within 78 characters.
 */
const ENCODED_WORD_BYTES = 36;
const encoder = new TextEncoder();

/** Control characters (CR and LF above all) never reach a header: each becomes a space. */
function headerSafe(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ');
}

const isPrintableAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** RFC 2047 B-encoded words of at most 75 characters, never splitting a character. */
function encodedWords(text: string): string[] {
  const words: string[] = [];
  let chunk = '';
  for (const character of text) {
    if (chunk && encoder.encode(chunk + character).length > ENCODED_WORD_BYTES) {
      words.push(chunk);
      chunk = '';
    }
    chunk += character;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${base64(encoder.encode(word))}?=`);
}

/**
 * Joins the tokens of a header after "Name: " with folding whitespace
 * (CRLF + space) wherever a line would pass 78 characters. A token that is
 * longer on its own stays whole (up to 998 is allowed).
 */
function fold(name: string, tokens: string[]): string {
  let line = `${name}:`;
  const lines: string[] = [];
  for (const token of tokens) {
    if (line.length + 1 + token.length > FOLD_AT && line.trim() !== `${name}:`) {
      lines.push(line);
      line = ` ${token}`;
    } else {
      line += ` ${token}`;
    }
  }
  lines.push(line);
  return lines.join(CRLF);
}

/**
 * The tokens of an unstructured header value (Subject): plain words when it
 * is printable ASCII that no decoder could mistake for an encoded-word, else
 * encoded-words throughout.
 */
function unstructuredTokens(value: string): string[] {
  const safe = headerSafe(value).replace(/ +/g, ' ').trim();
  if (isPrintableAscii(safe) && !safe.includes('=?')) return safe.split(' ').filter(Boolean);
  return encodedWords(safe);
}

/** An unstructured header (Subject), encoded and folded. */
export function unstructuredHeader(name: string, value: string): string {
  return fold(name, unstructuredTokens(value));
}

/** atext (RFC 5322 §3.2.3) and spaces: a display name that needs no quotes. */
const ATOM_PHRASE = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~ ]+$/;
/** A deliberately plain addr-spec: dot-atom local part and a hostname. Anything else is refused. */
const ADDRESS =
  /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+(\.[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** True for an address this builder will put in a header as it is. */
export function isSafeAddress(address: string): boolean {
  return address.length <= 254 && ADDRESS.test(address);
}

/** The tokens of `Name <address>`: the name as an atom phrase, a quoted string or encoded-words. */
function mailboxTokens(mailbox: Mailbox): string[] {
  if (!isSafeAddress(mailbox.address)) throw new TypeError('unsafe email address');
  const name = headerSafe(mailbox.name ?? '')
    .replace(/ +/g, ' ')
    .trim();
  const angle = `<${mailbox.address}>`;
  if (!name) return [angle];
  if (ATOM_PHRASE.test(name) && !name.includes('=?')) return [...name.split(' '), angle];
  if (isPrintableAscii(name) && !name.includes('=?')) return [`"${name.replace(/(["\\])/g, '\\$1')}"`, angle];
  return [...encodedWords(name), angle];
}

/** An address header (From, To, Reply-To). Throws on an address that is not plainly valid. */
export function mailboxHeader(name: string, mailbox: Mailbox): string {
  return fold(name, mailboxTokens(mailbox));
}

/** RFC 5322 date in UTC, e.g. "Thu, 05 Mar 2026 09:30:00 +0000". */
function rfc5322Date(date: Date): string {
  return date.toUTCString().replace('GMT', '+0000');
}

/** Every line break as CRLF. */
function crlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, CRLF);
}

/** 7bit when the text is printable ASCII in lines of at most 998 characters; base64 (76-character lines) otherwise. */
function encodeContent(content: string): { encoding: '7bit' | 'base64'; body: string } {
  const text = crlf(content);
  const lines = text.split(CRLF);
  if (lines.every((line) => line.length <= 998 && /^[\x20-\x7e\t]*$/.test(line))) return { encoding: '7bit', body: text };
  const encoded = base64(encoder.encode(text));
  return { encoding: 'base64', body: encoded.replace(/.{1,76}/g, (line) => `${line}${CRLF}`).trimEnd() };
}

const FILENAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,80}$/;

function leaf(part: LeafPart): string[] {
  const { encoding, body } = encodeContent(part.content);
  const headers = [`Content-Type: ${part.contentType}; charset=utf-8`, `Content-Transfer-Encoding: ${encoding}`];
  if (part.filename !== undefined) {
    if (!FILENAME.test(part.filename)) throw new TypeError('unsafe attachment file name');
    headers[0] = `Content-Type: ${part.contentType}; charset=utf-8; name="${part.filename}"`;
    headers.push(`Content-Disposition: attachment; filename="${part.filename}"`);
  }
  return [...headers, '', body];
}

/** A boundary that base64 can never contain ("=_") and 7bit text practically never does (random). */
function boundary(): string {
  return `=_${crypto.randomUUID().replace(/-/g, '')}`;
}

function render(part: MimePart): string[] {
  if (!('multipart' in part)) return leaf(part);
  const mark = boundary();
  const lines = [`Content-Type: multipart/${part.multipart}; boundary="${mark}"`, ''];
  for (const child of part.parts) lines.push(`--${mark}`, ...render(child));
  lines.push(`--${mark}--`);
  return lines;
}

/** Our own ids only: letters, digits, dot, underscore and hyphen on both sides of the @. */
const MESSAGE_ID = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+$/;

/** The raw message: headers made only by the encoders above, then the body. */
export function composeMessage(message: MessageDefinition): OutgoingEmail {
  if (!MESSAGE_ID.test(message.messageId)) throw new TypeError('unsafe Message-ID');
  const headers = [
    mailboxHeader('From', message.from),
    mailboxHeader('To', message.to),
    ...(message.replyTo ? [mailboxHeader('Reply-To', message.replyTo)] : []),
    unstructuredHeader('Subject', message.subject),
    `Date: ${rfc5322Date(message.date)}`,
    `Message-ID: <${message.messageId}>`,
    'MIME-Version: 1.0',
  ];
  const raw = [...headers, ...render(message.body), ''].join(CRLF);
  return { from: message.from.address, to: message.to.address, subject: headerSafe(message.subject), raw };
}
