/**
 * The certificate as a PDF, made in the Worker with pdf-lib: A4 landscape, the
 * standard Helvetica fonts (nothing to embed, so the file stays a few KB), the
 * brand's teal and amber, and a QR code of the verification page.
 */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { siteConfig } from '../../content/site-config';
import { CERTIFICATE_HEADING, issuedLine, validityLine } from './certificate-wording';
import { encodableText } from './pdf-text';
import { qrCode } from './qr-code';

export interface CertificatePdfInput {
  holderName: string;
  title: string;
  categoryName: string | null;
  certificateNumber: string;
  earnedDate: Date;
  expiryDate: Date | null;
  verifyUrl: string;
}

/** uno.config.ts: brand 700 and 800, accent 500, ink, muted. */
const colours = {
  brand: rgb(15 / 255, 118 / 255, 110 / 255),
  brandDark: rgb(17 / 255, 94 / 255, 89 / 255),
  accent: rgb(245 / 255, 158 / 255, 11 / 255),
  ink: rgb(28 / 255, 25 / 255, 23 / 255),
  muted: rgb(87 / 255, 83 / 255, 78 / 255),
  white: rgb(1, 1, 1),
};

/** A4 landscape, in points. */
const WIDTH = 841.89;
const HEIGHT = 595.28;
const MARGIN = 70;
const QR_WIDTH = 104;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Writes text centred on the page, at the given size or smaller so that it fits `maxWidth`. */
function centred(
  page: PDFPage,
  text: string,
  y: number,
  font: PDFFont,
  size: number,
  color = colours.ink,
  maxWidth = WIDTH - 2 * MARGIN,
) {
  const fitted = Math.min(size, (size * maxWidth) / Math.max(font.widthOfTextAtSize(text, size), 1));
  page.drawText(text, { x: (WIDTH - font.widthOfTextAtSize(text, fitted)) / 2, y, size: fitted, font, color });
}

/** Splits text into lines no wider than maxWidth, breaking between words (a long word stands alone; centred() shrinks it). */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function drawFrame(page: PDFPage) {
  page.drawRectangle({
    x: 20,
    y: 20,
    width: WIDTH - 40,
    height: HEIGHT - 40,
    borderColor: colours.brand,
    borderWidth: 4,
  });
  page.drawRectangle({
    x: 30,
    y: 30,
    width: WIDTH - 60,
    height: HEIGHT - 60,
    borderColor: colours.accent,
    borderWidth: 1,
  });
}

/** The QR code with its quiet zone on white, its bottom-left corner at (x, y). */
function drawQr(page: PDFPage, url: string, x: number, y: number) {
  const qr = qrCode(url);
  const scale = QR_WIDTH / qr.size;
  page.drawRectangle({ x, y, width: QR_WIDTH, height: QR_WIDTH, color: colours.white });
  // drawSvgPath measures y downwards from its origin: the top-left corner.
  page.drawSvgPath(qr.path, { x, y: y + QR_WIDTH, scale, color: colours.ink });
}

export async function certificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const encodable = new Set(fonts.regular.getCharacterSet());
  const safe = (text: string) => encodableText(text, encodable);

  // Metadata is UTF-16 text: the name and title go in as they are.
  pdf.setTitle(`${CERTIFICATE_HEADING}: ${input.title}`, { showInWindowTitleBar: true });
  pdf.setAuthor(siteConfig.name);
  pdf.setSubject(
    `${input.holderName} completed ${input.title}. Certificate ${input.certificateNumber}; check it at ${input.verifyUrl}`,
  );
  pdf.setKeywords([input.certificateNumber, input.verifyUrl]);
  pdf.setCreator(siteConfig.name);
  pdf.setLanguage('en-GB');
  pdf.setCreationDate(input.earnedDate);
  pdf.setModificationDate(input.earnedDate);

  const page = pdf.addPage([WIDTH, HEIGHT]);
  drawFrame(page);

  centred(page, safe(siteConfig.name.toUpperCase()), HEIGHT - 82, fonts.bold, 15, colours.brandDark);
  page.drawLine({
    start: { x: WIDTH / 2 - 30, y: HEIGHT - 96 },
    end: { x: WIDTH / 2 + 30, y: HEIGHT - 96 },
    thickness: 2,
    color: colours.accent,
  });
  centred(page, CERTIFICATE_HEADING, HEIGHT - 148, fonts.bold, 34);
  centred(page, 'This certifies that', HEIGHT - 192, fonts.regular, 14, colours.muted);
  centred(page, safe(input.holderName), HEIGHT - 244, fonts.bold, 38, colours.ink, WIDTH - 4 * MARGIN);
  page.drawLine({
    start: { x: WIDTH / 2 - 220, y: HEIGHT - 258 },
    end: { x: WIDTH / 2 + 220, y: HEIGHT - 258 },
    thickness: 0.75,
    color: colours.brand,
  });
  centred(page, 'has successfully completed', HEIGHT - 288, fonts.regular, 14, colours.muted);

  const titleLines = wrap(safe(input.title), fonts.bold, 22, WIDTH - 4 * MARGIN).slice(0, 2);
  let y = HEIGHT - 322;
  for (const line of titleLines) {
    centred(page, line, y, fonts.bold, 22, colours.brandDark, WIDTH - 4 * MARGIN);
    y -= 28;
  }
  if (input.categoryName) centred(page, safe(input.categoryName), y - 2, fonts.regular, 13, colours.muted);

  // The facts a checker needs, bottom left; the QR code to the verification page, bottom right.
  const left = MARGIN;
  page.drawText(issuedLine(input.earnedDate), { x: left, y: 150, size: 12, font: fonts.regular, color: colours.ink });
  page.drawText(validityLine(input.expiryDate), { x: left, y: 132, size: 12, font: fonts.regular, color: colours.ink });
  const label = 'Certificate number ';
  page.drawText(label, { x: left, y: 114, size: 12, font: fonts.regular, color: colours.ink });
  page.drawText(safe(input.certificateNumber), {
    x: left + fonts.regular.widthOfTextAtSize(label, 12),
    y: 114,
    size: 12,
    font: fonts.bold,
    color: colours.ink,
  });
  page.drawText('Check that it is genuine at', { x: left, y: 88, size: 10, font: fonts.regular, color: colours.muted });
  page.drawText(safe(input.verifyUrl), { x: left, y: 74, size: 10, font: fonts.bold, color: colours.brandDark });

  const qrX = WIDTH - MARGIN - QR_WIDTH;
  drawQr(page, input.verifyUrl, qrX, 66);
  const caption = 'Scan to verify';
  page.drawText(caption, {
    x: qrX + (QR_WIDTH - fonts.regular.widthOfTextAtSize(caption, 9)) / 2,
    y: 54,
    size: 9,
    font: fonts.regular,
    color: colours.muted,
  });

  return pdf.save();
}
