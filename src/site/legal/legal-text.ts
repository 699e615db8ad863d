/**
 * The plain-text edition of a legal document, as the visitor downloads it:
 * title, business name, "Last updated" date in UK format, then the numbered
 * sections. Pure, so the page and the download route agree and it can be tested.
 */
import { siteConfig } from '../../content/site-config';
import type { LegalDocument } from '../../content/types';
import { ukLongDate } from '../../lib/uk-date';

/** The numbered heading the page and the text file both show, e.g. "7. Cookies". */
export function numberedHeading(index: number, heading: string): string {
  return `${index + 1}. ${heading}`;
}

/** A paragraph the content marks as a bullet list ("- " on every line) becomes its items; otherwise null. */
export function bulletItems(paragraph: string): string[] | null {
  const lines = paragraph.split('\n');
  if (!lines.every((line) => line.startsWith('- '))) return null;
  return lines.map((line) => line.slice(2));
}

/** `email`: the business details' address, which the file's last line gives. */
export function legalDocumentText(document: LegalDocument, updated: Date, email: string): string {
  const lines = [
    document.title.toUpperCase(),
    siteConfig.legalName,
    `Last updated: ${ukLongDate(updated)}`,
    ...(document.version ? [`Version ${document.version}`] : []),
    '',
    document.summary,
    '',
  ];
  document.sections.forEach((section, index) => {
    lines.push(numberedHeading(index, section.heading), '');
    for (const paragraph of section.paragraphs) lines.push(paragraph, '');
  });
  lines.push(
    `${siteConfig.legalName}, registered in ${siteConfig.registeredIn}. Email: ${email}. Website: ${siteConfig.origin}`,
  );
  return `${lines.join('\n')}\n`;
}

/** The name the file is saved under, e.g. "pawsperity-privacy-policy.txt". */
export function legalFileName(document: LegalDocument): string {
  const slug = document.title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `pawsperity-${slug}.txt`;
}

/** Where the text file is served, e.g. "/privacy.txt". */
export function legalTextPath(slug: LegalDocument['slug']): string {
  return `/${slug}.txt`;
}
