import { PDFDocument, PDFRawStream, StandardFonts, decodePDFRawStream } from 'pdf-lib';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../content/site-config';
import { certificatePdf } from './certificate-pdf';
import { encodableText } from './pdf-text';
import { qrCode } from './qr-code';

const input = {
  holderName: 'Priya Shah',
  title: 'Dog Body Language and Stress Signals',
  categoryName: 'Canine Behaviour',
  certificateNumber: 'PAW-2026-7K3M9QXZ',
  earnedDate: new Date('2026-03-05T10:00:00Z'),
  expiryDate: new Date('2028-03-05T10:00:00Z'),
  verifyUrl: 'https://www.pawsperity.co.uk/certificates/PAW-2026-7K3M9QXZ',
};

/**
 * Every string the PDF draws: its content streams inflated, each `<hex> Tj`
 * decoded (pdf-lib writes the standard fonts' WinAnsi bytes as hex; below 0x80
 * and for Latin-1 letters they are the characters' own codes).
 */
async function drawnText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const strings: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = String.fromCharCode(...decodePDFRawStream(object).decode());
    for (const [, hex = ''] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      strings.push(String.fromCharCode(...(hex.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16))));
    }
  }
  return strings;
}

describe('certificatePdf', () => {
  it('is a one-page A4 landscape PDF', async () => {
    const bytes = await certificatePdf(input);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
  });

  it('draws the holder, the module, the dates, the number and the verification address', async () => {
    const text = await drawnText(await certificatePdf(input));
    expect(text).toEqual(
      expect.arrayContaining([
        siteConfig.name.toUpperCase(),
        'Certificate of Completion',
        'Priya Shah',
        'Dog Body Language and Stress Signals',
        'Canine Behaviour',
        'Issued 5 March 2026',
        'Valid until 5 March 2028',
        'PAW-2026-7K3M9QXZ',
        input.verifyUrl,
      ]),
    );
  });

  it('says when a certificate does not expire', async () => {
    expect(await drawnText(await certificatePdf({ ...input, expiryDate: null }))).toContain('Does not expire');
  });

  it('carries its title, author, subject and keywords', async () => {
    const pdf = await PDFDocument.load(await certificatePdf(input));
    expect(pdf.getTitle()).toBe('Certificate of Completion: Dog Body Language and Stress Signals');
    expect(pdf.getAuthor()).toBe(siteConfig.name);
    expect(pdf.getSubject()).toContain(input.certificateNumber);
    expect(pdf.getSubject()).toContain(input.verifyUrl);
    expect(pdf.getKeywords()).toContain(input.certificateNumber);
  });

  it('does not fail on a name or title the standard fonts cannot write', async () => {
    const bytes = await certificatePdf({
      ...input,
      holderName: 'Zoë 🐶 李 Dvořák',
      title: 'Ça marche 👩‍💻 Łódź',
      categoryName: 'Кошки',
    });
    const text = await drawnText(bytes);
    expect(text).toContain('Zoë ? ? Dvorák');
    expect(text).toContain('Ça marche ?? ?ódz');
    expect(text).toContain('?????');
    // The metadata is UTF-16: the name is kept there as it is.
    expect((await PDFDocument.load(bytes)).getSubject()).toContain('Zoë 🐶 李 Dvořák');
  });

  it('wraps a long module title and still fits a very long name', async () => {
    const title = 'A thorough introduction to running a licensed home boarding business in England, Scotland and Wales';
    const text = await drawnText(
      await certificatePdf({
        ...input,
        title,
        holderName: 'Maximiliana Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh',
      }),
    );
    expect(text.filter((line) => title.includes(line) && line.length > 10).length).toBe(2);
  });
});

describe('encodableText', () => {
  const winAnsi = (async () => {
    const pdf = await PDFDocument.create();
    return new Set((await pdf.embedFont(StandardFonts.Helvetica)).getCharacterSet());
  })();

  it('keeps Latin-1 and the typographic marks WinAnsi has', async () => {
    expect(encodableText('Siobhán O’Brien – “Zoë” € Æsir ß', await winAnsi)).toBe('Siobhán O’Brien – “Zoë” € Æsir ß');
  });

  it('turns other characters into their base letter or a question mark, and drops invisible joiners', async () => {
    const set = await winAnsi;
    expect(encodableText('Dvořák', set)).toBe('Dvorák');
    expect(encodableText('Łukasz', set)).toBe('?ukasz');
    expect(encodableText('李小龍', set)).toBe('???');
    expect(encodableText('👍🏽 ❤️ 👩‍💻', set)).toBe('? ? ??');
  });

  it('composes decomposed accents first, and makes line breaks spaces', async () => {
    expect(encodableText('Zoe\u0308\nNg\tLee', await winAnsi)).toBe('Zoë Ng Lee');
  });
});

describe('qrCode', () => {
  it('draws exactly the dark modules of the code, inside a four-module quiet zone', () => {
    const url = input.verifyUrl;
    const { data, size } = encode(url, { ecc: 'M', border: 0 });
    const qr = qrCode(url);
    expect(qr.size).toBe(size + 8);
    const drawn = Array.from({ length: qr.size }, () => Array<boolean>(qr.size).fill(false));
    for (const [, x, y, width] of qr.path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let column = Number(x); column < Number(x) + Number(width); column += 1)
        (drawn[Number(y)] as boolean[])[column] = true;
    }
    const expected = Array.from({ length: qr.size }, (_, y) =>
      Array.from(
        { length: qr.size },
        (_, x) => data[y - 4]?.[x - 4] === true && x >= 4 && y >= 4 && x < size + 4 && y < size + 4,
      ),
    );
    expect(drawn).toEqual(expected);
  });
});
