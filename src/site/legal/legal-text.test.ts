import { describe, expect, it } from 'vitest';
import { legalDocument } from '../../content/legal/index';
import { siteConfig } from '../../content/site-config';
import { todayInLondon, ukLongDate } from '../../lib/uk-date';
import { bulletItems, legalDocumentText, legalFileName, legalTextPath } from './legal-text';
import { seededDetails } from '../../content/business-details';

describe('ukLongDate', () => {
  it('writes the date the UK way in UK time', () => {
    expect(ukLongDate(new Date('2025-03-05T12:00:00Z'))).toBe('5 March 2025');
    // 23:30 UTC on 30 June is already 1 July in London (British Summer Time).
    expect(ukLongDate(new Date('2025-06-30T23:30:00Z'))).toBe('1 July 2025');
    // In winter London is on UTC.
    expect(ukLongDate(new Date('2025-12-31T23:30:00Z'))).toBe('31 December 2025');
  });

  it('gives the same UK day in machine form', () => {
    expect(todayInLondon(new Date('2025-06-30T23:30:00Z'))).toBe('2025-07-01');
    expect(todayInLondon(new Date('2025-03-05T12:00:00Z'))).toBe('2025-03-05');
  });
});

const privacyPolicy = legalDocument('privacy', seededDetails);
const returnsPolicy = legalDocument('returns', seededDetails);

describe('legalDocumentText', () => {
  const text = legalDocumentText(privacyPolicy, new Date('2025-03-05T12:00:00Z'), seededDetails.email);

  it('starts with the title, the business and the en-GB date', () => {
    const [title, business, updated] = text.split('\n');
    expect(title).toBe('PRIVACY POLICY');
    expect(business).toBe(siteConfig.legalName);
    expect(updated).toBe('Last updated: 5 March 2025');
  });

  it('numbers the twelve privacy sections in order', () => {
    const headings = text.split('\n').filter((line) => /^\d+\. /.test(line));
    expect(headings).toEqual(privacyPolicy.sections.map((section, index) => `${index + 1}. ${section.heading}`));
    expect(headings).toHaveLength(12);
    expect(headings[0]).toBe('1. Introduction');
    expect(headings[11]).toBe('12. Contact Us');
  });

  it('carries every paragraph and who we are, with no stand-in for a detail not yet supplied', () => {
    for (const section of returnsPolicy.sections) {
      for (const paragraph of section.paragraphs)
        expect(legalDocumentText(returnsPolicy, new Date(), seededDetails.email)).toContain(paragraph);
    }
    expect(text).toContain(`${siteConfig.legalName}, registered in Scotland`);
    expect(text).toContain(seededDetails.email);
    expect(text).not.toMatch(/to be confirmed|example street/i);
    expect(text.replace(/\d+\(\d+\)\([a-z]\)/g, '')).not.toContain('))');
  });
});

describe('file names and paths', () => {
  it('names each document by its title and serves it beside its page', () => {
    expect(legalFileName(privacyPolicy)).toBe('pawsperity-privacy-policy.txt');
    expect(legalFileName(returnsPolicy)).toBe('pawsperity-returns-and-refunds-policy.txt');
    expect(legalTextPath('terms')).toBe('/terms.txt');
  });
});

describe('bulletItems', () => {
  it('recognises a bullet paragraph and leaves prose alone', () => {
    expect(bulletItems('- one\n- two')).toEqual(['one', 'two']);
    expect(bulletItems('Plain text - with a dash')).toBeNull();
  });
});
