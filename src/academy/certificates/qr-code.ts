/**
 * A QR code as one SVG path, shared by the PDF (pdf-lib's drawSvgPath) and
 * the printable page (an inline <svg>), so both print the same code.
 */
import { encode } from 'uqr';

/** The blank margin scanners need round the code, in modules (the standard's four). */
const QUIET_ZONE = 4;

interface QrCode {
  /** Width and height in modules, quiet zone included. */
  size: number;
  /** The dark modules, in module units from the top-left corner, y downwards. */
  path: string;
}

export function qrCode(text: string): QrCode {
  // Level M survives a crease or a smudge on a printed certificate and keeps a URL's code small.
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  const parts: string[] = [];
  data.forEach((row, y) => {
    // Each run of dark modules in a row is one rectangle: a far shorter path than one per module.
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      parts.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h${start - x}z`);
    }
  });
  return { size: size + 2 * QUIET_ZONE, path: parts.join('') };
}
