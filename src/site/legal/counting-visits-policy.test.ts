/**
 * What the privacy and cookie policies say of counting visits (src/analytics) and of the source kept with a record:
 * what is counted and what not, why, for how long (from site config), and where Analytics Engine comes in.
 */
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../content/site-config';
import { fetchPage } from '../../../test/support/page-html';
import { request } from '../../../test/support/request';
import { expectEachPhrase } from '../../../test/support/site-page-text';

const months = siteConfig.dailyFiguresMonths;

describe('privacy policy on counting visits', () => {
  it('says what is counted, what is not, why, on what basis, for how long and who receives it', async () => {
    const { text } = await fetchPage('/privacy');
    const file = await (await request('/privacy.txt')).text();
    for (const words of [text, file]) {
      expectEachPhrase(words, [
        'How we count visits:',
        'the name of the website whose link was followed to reach it (such as google.com)',
        'the campaign tags the link carried (utm_source, utm_medium and utm_campaign)',
        'whether the browser is on a phone or a computer',
        'the country Cloudflare gives for the connection',
        'These figures are daily totals that are about no one.',
        'without cookies and without storing anything in your browser',
        'What we do not collect: your IP address, a cookie or anything stored in your browser, a fingerprint of your browser or device, or any identifier for you or your visit',
        'known bots, crawlers and scripts, headless browsers included',
        'Training Academy pages shown to a learner who is signed in',
        'Why: to know which pages and campaigns help pet business owners find what they need',
        'Lawful basis: our legitimate interests in understanding how our website is used (Article 6(1)(f))',
        `How long: the daily totals are kept for ${months} months, then deleted automatically.`,
        "Cloudflare's Workers Analytics Engine, which keeps it for 3 months and then deletes it",
      ]);
      expect(words).not.toContain('we do not use analytics or advertising services');
    }
  });

  it('says a lead, booking or purchase keeps the source of its visit, and for how long, in a copy and in erasure', async () => {
    const { text } = await fetchPage('/privacy');
    expectEachPhrase(text, [
      'we also keep where the visit that brought you came from, if it is known',
      'the campaign tags the link carried (utm_source, utm_medium and utm_campaign), never more',
      'It is kept and deleted with the record it belongs to, is included when you ask for a copy of your information, and is erased with the rest of it',
      'Where the visit that brought a form, a retreat booking, a checkout or a payment came from: as long as the record it belongs to.',
      `The daily totals of page views and of the steps on the way to a booking or purchase, which are about no one: ${months} months, then deleted automatically.`,
      'A copy of your information includes where the visit that brought each of your records came from, and erasure removes it with them.',
    ]);
  });
});

describe('cookie policy on counting visits', () => {
  it('says visits are counted without cookies or storage, exactly what is and is not counted, and for how long', async () => {
    const { text } = await fetchPage('/cookies');
    expectEachPhrase(text, [
      'Counting Visits Without Cookies',
      'without cookies and without browser storage: nothing is set on your device to count you',
      'That is why counting needs no consent',
      'the page, by its address on this website (such as /faq)',
      'never the address of the page you came from',
      'utm_source, utm_medium and utm_campaign',
      'whether your browser is on a phone or a computer',
      'as a two-letter code such as GB',
      'We do not record your IP address, set or read a cookie, store anything in your browser, take a fingerprint of your browser or device, or give you or your visit any identifier.',
      'requests that only check a page (HEAD requests)',
      '(prefetch or prerender)',
      'headless browsers included',
      'our back office (/admin) and our API (/api)',
      'files such as pictures, styles and scripts',
      'Training Academy pages shown to a learner who is signed in',
      `The figures are daily totals, kept for ${months} months and then deleted automatically.`,
      "Cloudflare's Workers Analytics Engine, which keeps it for 3 months",
      'Counting visits stores nothing on your device and reads nothing stored there, so it needs no consent either.',
    ]);
    // Still true: counting uses no cookie of any kind.
    expect(text).toContain('We do not use analytics, advertising or tracking cookies');
  });
});
