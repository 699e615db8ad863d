import { describe, expect, it } from 'vitest';
import { leafParts, parseMime } from '../../test/support/mime-reader';
import { composeMessage, mailboxHeader, unstructuredHeader, type MessageDefinition } from './mime';

const base: MessageDefinition = {
  from: { name: 'Pawsperity Consulting website', address: 'notifications@pawsperity.co.uk' },
  to: { address: 'hello@pawsperity.co.uk' },
  subject: 'Hello',
  date: new Date('2026-06-15T08:00:00Z'),
  messageId: 'notification-abc@pawsperity.co.uk',
  body: { contentType: 'text/plain', content: 'Hi' },
};

/** The header block's lines: each is a "Name: value" line or the continuation of one (starts with a space). */
function headLines(raw: string): string[] {
  return raw.slice(0, raw.indexOf('\r\n\r\n')).split('\r\n');
}

const hostile = [
  'Jane\r\nBcc: victim@example.com',
  'Jane\nBcc: victim@example.com',
  'Jane\rBcc: victim@example.com',
  'Jane\u2028Bcc: victim@example.com',
  'Jane\u0000\u0007\u001b[31m',
  'Jane\r\n\r\n<html>body takeover</html>',
  '=?UTF-8?B?QmNjOiB2aWN0aW1AZXhhbXBsZS5jb20=?=',
];

describe('headers cannot be injected', () => {
  it.each(hostile)('keeps %j inside the Subject, on no line of its own', (text) => {
    const email = composeMessage({ ...base, subject: `New contact message: ${text}` });
    const lines = headLines(email.raw);
    for (const line of lines) expect(line.startsWith(' ') || /^[A-Za-z-]+: /.test(line)).toBe(true);
    const message = parseMime(email.raw);
    expect(message.rawHeaders.map(([name]) => name.toLowerCase()).sort()).toEqual([
      'content-transfer-encoding',
      'content-type',
      'date',
      'from',
      'message-id',
      'mime-version',
      'subject',
      'to',
    ]);
    // Each control character reads as a space; an encoded-word typed as text stays text.
    const expected = `New contact message: ${text}`
      .replace(/[\u0000-\u001f\u2028]/g, ' ')
      .replace(/ +/g, ' ')
      .trim();
    expect(message.decodedHeader('subject')).toBe(expected);
    expect(message.text).toBe('Hi\r\n');
  });

  it.each(hostile)('keeps %j inside a display name', (name) => {
    const email = composeMessage({ ...base, replyTo: { name, address: 'jane@example.co.uk' } });
    const message = parseMime(email.raw);
    expect(message.rawHeaders.filter(([key]) => key.toLowerCase() === 'bcc')).toEqual([]);
    const replyTo = message.decodedHeader('reply-to') ?? '';
    expect(replyTo).not.toMatch(/[\r\n]/);
    expect(replyTo.endsWith('<jane@example.co.uk>')).toBe(true);
  });

  it('refuses an address that is not plainly an address, whatever it hides', () => {
    for (const address of [
      'jane@example.co.uk\r\nBcc: victim@example.com',
      'jane@example.co.uk>, <victim@example.com',
      'jane doe@example.co.uk',
      '"jane"@example.co.uk',
      'jane@',
      '@example.co.uk',
      'jané@example.co.uk',
      '',
    ]) {
      expect(() => mailboxHeader('Reply-To', { address })).toThrow(TypeError);
    }
  });

  it('quotes a name that carries an address of its own, so the real address is the only one', () => {
    const header = mailboxHeader('Reply-To', { name: 'Eve <eve@evil.example>, "x"', address: 'jane@example.co.uk' });
    expect(header).toBe('Reply-To: "Eve <eve@evil.example>, \\"x\\"" <jane@example.co.uk>');
  });

  it('refuses a Message-ID or an attachment name that could break out of its header', () => {
    expect(() => composeMessage({ ...base, messageId: 'x>\r\nBcc: a@b.c' })).toThrow(TypeError);
    expect(() => composeMessage({ ...base, body: { contentType: 'text/calendar', content: 'x', filename: 'a"\r\nX: y.ics' } })).toThrow(TypeError);
  });
});

describe('encoding', () => {
  it('encodes non-ASCII names and subjects as RFC 2047 words of at most 75 characters, decoding to the original', () => {
    const name = 'Zoë Ångström-Nuñez 🐶';
    const subject = `New consultation booking: ${name}, 2 services, From £3,495 — ${'très '.repeat(20)}`.trim();
    const email = composeMessage({ ...base, subject, replyTo: { name, address: 'zoe@example.co.uk' } });
    expect(/^[\x20-\x7e\r\n]*$/.test(email.raw)).toBe(true);
    for (const word of email.raw.match(/=\?UTF-8\?B\?[^?]*\?=/g) ?? []) expect(word.length).toBeLessThanOrEqual(75);
    for (const line of headLines(email.raw)) expect(line.length).toBeLessThanOrEqual(78);
    const message = parseMime(email.raw);
    expect(message.decodedHeader('subject')).toBe(subject);
    expect(message.decodedHeader('reply-to')).toBe(`${name} <zoe@example.co.uk>`);
  });

  it('folds a long ASCII subject at spaces without changing it', () => {
    const subject = `New recruitment application: ${'Alexandra '.repeat(12)}Smith`;
    const email = composeMessage({ ...base, subject });
    for (const line of headLines(email.raw)) expect(line.length).toBeLessThanOrEqual(78);
    expect(parseMime(email.raw).decodedHeader('subject')).toBe(subject);
  });

  it('writes plain names bare and names with specials quoted', () => {
    expect(mailboxHeader('From', { name: 'Pawsperity Consulting website', address: 'n@pawsperity.co.uk' })).toBe(
      'From: Pawsperity Consulting website <n@pawsperity.co.uk>',
    );
    expect(mailboxHeader('From', { name: 'Smith, Jane (Mrs.)', address: 'j@example.co.uk' })).toBe('From: "Smith, Jane (Mrs.)" <j@example.co.uk>');
    expect(mailboxHeader('To', { address: 'hello@pawsperity.co.uk' })).toBe('To: <hello@pawsperity.co.uk>');
    expect(unstructuredHeader('Subject', 'Plain words')).toBe('Subject: Plain words');
  });

  it('sends ASCII text as 7bit and anything else as base64 in lines of 76, both decoding to the text with CRLF line ends', () => {
    const text = 'Line one\nLine two';
    const other = 'Café <b>&</b> £1,995\nSecond line 🐾';
    const email = composeMessage({
      ...base,
      body: {
        multipart: 'mixed',
        parts: [
          {
            multipart: 'alternative',
            parts: [
              { contentType: 'text/plain', content: text },
              { contentType: 'text/html', content: other },
            ],
          },
          { contentType: 'text/calendar; method=PUBLISH', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', filename: 'consultation.ics' },
        ],
      },
    });
    expect(email.raw).not.toMatch(/[^\r]\n/);
    const message = parseMime(email.raw);
    expect(message.contentType).toBe('multipart/mixed');
    const [plain, html, calendar] = leafParts(message);
    expect(plain?.header('content-transfer-encoding')).toBe('7bit');
    expect(plain?.text).toBe('Line one\r\nLine two');
    expect(html?.header('content-transfer-encoding')).toBe('base64');
    expect(html?.text).toBe('Café <b>&</b> £1,995\r\nSecond line 🐾');
    expect(calendar?.contentType).toBe('text/calendar');
    expect(calendar?.params.method).toBe('PUBLISH');
    expect(calendar?.header('content-disposition')).toBe('attachment; filename="consultation.ics"');
    const base64Lines = email.raw.split('\r\n').filter((line) => /^[A-Za-z0-9+/=]{60,}$/.test(line));
    for (const line of base64Lines) expect(line.length).toBeLessThanOrEqual(76);
  });
});
