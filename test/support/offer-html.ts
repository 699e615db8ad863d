/**
 * The programmes and packages as the home page shows them, read from its HTML in workerd tests (no DOM there): each
 * service card with its starting price and smaller package, and each box of the booking wizard with its price.
 */
import { decodeHtml, textOf } from './page-html';

export interface CardView {
  /** The card's id (its data-service). */
  id: string;
  title: string;
  /** "Starting from £2,195". */
  startingFrom: string;
  /** The card's offer of its smaller package: the link's text ("Business Plan package, £1,995") and address. */
  smaller: { text: string; href: string } | undefined;
}

/** The service cards in page order. */
export function cardsOf(html: string): CardView[] {
  const section = html.slice(html.indexOf('id="services"'), html.indexOf('id="about"'));
  return section
    .split('data-service="')
    .slice(1)
    .map((part) => {
      const id = part.slice(0, part.indexOf('"'));
      // The card ends where its dialog's island starts: the dialog repeats the title and links the package again.
      const card = part.slice(0, part.indexOf('data-island="service-details"'));
      const link = /<a href="([^"]*)"[^>]*>(.*?)<\/a>/s.exec(card);
      return {
        id,
        title: textOf(/<h3[^>]*>(.*?)<\/h3>/s.exec(card)?.[1] ?? ''),
        startingFrom: /Starting from £[\d,]+/.exec(textOf(card))?.[0] ?? '',
        smaller: link ? { href: decodeHtml(link[1] ?? ''), text: textOf(link[2] ?? '') } : undefined,
      };
    });
}

export interface BoxView {
  /** The package id the box posts. */
  id: string;
  name: string;
  /** "£1,995". */
  price: string;
  /** Everything the box says: name, price, description and the programmes it is part of. */
  text: string;
  checked: boolean;
}

/** The booking wizard's package boxes in page order (step 1). */
export function wizardBoxesOf(html: string): BoxView[] {
  const wizard = html.slice(html.indexOf('data-booking-step="1"'));
  return [...wizard.matchAll(/<li\b[^>]*>(?:(?!<\/li>).)*?name="services"(?:(?!<\/li>).)*<\/li>/gs)].map(([box]) => {
    const input = /<input[^>]*name="services"[^>]*>/.exec(box)?.[0] ?? '';
    return {
      id: decodeHtml(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? ''),
      name: textOf(/<span class="font-semibold text-ink">(.*?)<\/span>/s.exec(box)?.[1] ?? ''),
      price: textOf(/<span class="font-semibold text-brand-800">(.*?)<\/span>/s.exec(box)?.[1] ?? ''),
      text: textOf(box),
      checked: /\schecked=""/.test(input),
    };
  });
}

/** The running estimate the wizard shows (its data-estimate), or undefined when none is shown. */
export function estimateOf(html: string): string | undefined {
  const match = /data-estimate[^>]*>(.*?)<\//s.exec(html.slice(html.indexOf('data-booking-step=')));
  return match ? textOf(match[1] ?? '') : undefined;
}
