import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../content/site-config';
import { PROGRESS_STORAGE_KEY } from '../../academy/content/types';
import { decodeHtml as decodeEntities, fetchPage, pageText as visibleText } from '../../../test/support/page-html';
import { request } from '../../../test/support/request';
import { expectEachPhrase } from '../../../test/support/site-page-text';
import { seededDetails } from '../../content/business-details';

/** Today in the UK, the way the pages write it, e.g. "23 November 2026". */
const ukToday = () =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date());

/** Fetches a page twice-dated-safe: the day read just before and just after the request (a run can straddle midnight). */
async function getPage(path: string) {
  const before = ukToday();
  const page = await fetchPage(path);
  return { ...page, days: [before, ukToday()] };
}

const pages = [
  { path: '/privacy', title: 'Privacy Policy', download: 'Download Policy', file: 'pawsperity-privacy-policy.txt' },
  { path: '/terms', title: 'Terms of Service', download: 'Download Terms', file: 'pawsperity-terms-of-service.txt' },
  {
    path: '/returns',
    title: 'Returns & Refunds Policy',
    download: 'Download Policy',
    file: 'pawsperity-returns-and-refunds-policy.txt',
  },
  { path: '/cookies', title: 'Cookie Policy', download: 'Download Policy', file: 'pawsperity-cookie-policy.txt' },
];

const privacyHeadings = [
  '1. Introduction',
  '2. Information We Collect',
  '3. How We Use Your Information',
  '4. Sharing Your Information',
  '5. Data Retention',
  '6. Your Rights Under UK GDPR',
  '7. Cookies',
  '8. Data Security',
  '9. Third-Party Services',
  "10. Children's Privacy",
  '11. Changes to This Policy',
  '12. Contact Us',
];

describe.each(pages)('$path', ({ path, title, download, file }) => {
  it('renders the page with its own title, description, canonical and breadcrumbs, and sets no cookie', async () => {
    const { response, html } = await getPage(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(decodeEntities(html)).toContain(`<title>${title} | ${siteConfig.name}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{60,}"/);
    expect(html).toContain(`<link rel="canonical" href="${siteConfig.origin}${path}"/>`);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain(`"item":"${siteConfig.origin}${path}"`);
    expect(decodeEntities(html)).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  });

  it("shows today's date in UK format and each registration detail that is set, with no stand-in for one that is not", async () => {
    const { text, days } = await getPage(path);
    expect(days.some((day) => text.includes(`Last updated: ${day}`))).toBe(true);
    expect(text).toContain(`${siteConfig.legalName}, registered in Scotland`);
    expect(text).toContain(seededDetails.email);
    const file = await (await request(`${path}.txt`)).text();
    for (const words of [text, file]) {
      expect(words).not.toMatch(/to be confirmed|\btbc\b|example street|placeholder/i);
      // No bracket closes inside another, as "(company number SC (to be confirmed))" did; a statute's "6(1)(f)" is not one.
      expect(words.replace(/\d+\(\d+\)\([a-z]\)/g, '')).not.toContain('))');
      // A detail the owner has not supplied yet is left out with the words that name it.
      const details = [
        { value: seededDetails.companyNumber, label: /company number/i },
        { value: seededDetails.registeredOffice.join(', '), label: /registered office/i },
      ];
      for (const { value, label } of details) {
        if (value) expect(words).toContain(value);
        else expect(words).not.toMatch(label);
      }
    }
  });

  it('offers the text file through a link that works without JavaScript', async () => {
    const { html } = await getPage(path);
    const link = html.match(new RegExp(`<a [^>]*href="${path}\\.txt"[^>]*>[\\s\\S]*?</a>`))?.[0];
    expect(link).toBeTruthy();
    expect(link).toContain(`download="${file}"`);
    expect(visibleText(link ?? '')).toBe(download);
  });

  it('serves the download as a dated plain-text attachment carrying the same text', async () => {
    const before = ukToday();
    const response = await request(`${path}.txt`);
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${file}"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body.split('\n')[0]).toBe(title.toUpperCase());
    expect([before, ukToday()].some((day) => body.includes(`Last updated: ${day}`))).toBe(true);
    expect(body).not.toMatch(/<[a-z][^>]*>/i);
    // Every numbered heading on the page is in the file, in the same order.
    const { html } = await getPage(path);
    const pageHeadings = [...decodeEntities(html).matchAll(/<h2 id="section-\d+-heading">([^<]+)<\/h2>/g)].map(
      (match) => match[1],
    );
    expect(pageHeadings.length).toBeGreaterThan(3);
    const fileHeadings = body.split('\n').filter((line) => /^\d+\. /.test(line));
    expect(fileHeadings).toEqual(pageHeadings);
  });
});

describe('privacy policy', () => {
  it('has the twelve numbered sections of spec 02 in order, on the page and in the file', async () => {
    const { html } = await getPage('/privacy');
    const headings = [...decodeEntities(html).matchAll(/<h2 id="section-\d+-heading">([^<]+)<\/h2>/g)].map(
      (match) => match[1],
    );
    expect(headings).toEqual(privacyHeadings);
    const file = await (await request('/privacy.txt')).text();
    expect(file.split('\n').filter((line) => /^\d+\. /.test(line))).toEqual(privacyHeadings);
  });

  it('shows its version, and a new wording always comes with a new version (consent records name the version)', async () => {
    const { text } = await getPage('/privacy');
    expect(text).toContain('Version 2026-11-26.4');
    const file = await (await request('/privacy.txt')).text();
    expect(file).toContain('\nVersion 2026-11-26.4\n');
    // Each version's words, as the download gives them without the day's date. If this fails, the wording changed:
    // give siteConfig.privacyPolicyVersion a new value and record the new pair here, keeping the old pairs (they stay
    // true of the consents given under them): 2026-11-24 = 73faa68607ca3bb3a98c73b8d4e1de3bbc412132bd03e3038ac4be2c4e7a57d9
    // (with stand-ins for the company number, ICO number and registered office); 2026-11-25 =
    // 27207cea5d47fd5586065a603d6f79b72f6b865d33c7373e2d45a1bfc848a9d8 (before the Training Academy had accounts);
    // 2026-11-25.2 = eaef2f81fd8ae474ed411304370d127376800d9c98bb7ccb6df904fb21a7ca4e (before the per-address email limit);
    // 2026-11-26 = 3fa6e7f63146efe055784295c98f289765df4a935c901808cf299f18d0fb44fb (before Stripe took Academy payments);
    // 2026-11-26.2 = aa4d7034c24e357431b3a7a6aba9e937958227c01e102bcc49fd21d2dba4d25e (before retreat places were booked);
    // 2026-11-26.3 = f6f7f2a494e407149d856907200ca1c2971b623c0150adaef6c5343619804874 (before visits were counted).
    const words = file
      .split('\n')
      .filter((line) => !line.startsWith('Last updated: '))
      .join('\n');
    const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(words)))]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
    const version = /^Version (\S+)$/m.exec(file)?.[1];
    expect({ version, digest }).toEqual({
      version: '2026-11-26.4',
      digest: 'a97d9a52f23dfab603d8647a8f7c64eaa288727dc625d602eaa9657e77439a2f',
    });
  });

  it('describes what each form collects', async () => {
    const { text } = await getPage('/privacy');
    expect(text).toContain(
      'Contact form: your first name, last name, email address, type of business (optional) and your message.',
    );
    expectEachPhrase(text, [
      'phone number',
      'details of your project',
      'preferred date and time',
      'the services you choose',
    ]);
    expect(text).toContain('Resource downloads: your email address and the name of the resource you downloaded');
    expect(text).toContain('Shop waiting list: your email address only.');
    expectEachPhrase(text, [
      'location',
      'experience level',
      'the roles you are interested in',
      'your experience with pets',
      'your qualifications',
      'your availability',
      'willing to relocate',
      'salary expectation',
      'your motivation',
      'additional information',
    ]);
  });

  it('quotes the retention periods the daily deletion job enforces', async () => {
    const { text } = await getPage('/privacy');
    const { retentionDays } = siteConfig;
    expect(text).toContain(`Contact form submissions: 24 months (${retentionDays.contactSubmissions} days).`);
    expect(text).toContain(`Consultation bookings: 24 months (${retentionDays.consultationBookings} days).`);
    expect(text).toContain(`Resource downloads: 12 months (${retentionDays.resourceDownloads} days).`);
    expect(text).toContain(`Shop waiting list sign-ups: 24 months (${retentionDays.shopNotifications} days).`);
    expect(text).toContain(
      `Recruitment talent pool questionnaires: 12 months (${retentionDays.recruitmentApplications} days).`,
    );
    expect(text).toContain('Sign-in sessions: until they expire, 14 days after they were last used.');
    expect(text).toContain('One-time sign-in links: 1 day after they expire, used or not.');
    expect(text).toContain(
      'Internal notes about an enquiry, booking or application: as long as the item they are about.',
    );
    expect(text).toContain(
      `holds no contact details of the people who wrote to us: 24 months (${retentionDays.auditEvents} days).`,
    );
    expect(text).toContain(
      'A scheduled job runs every day and automatically deletes anything older than its retention period.',
    );
    // Delivered or not: the record goes with the form, and never outlives its own period.
    expect(text).toContain(
      `The delivery record of each email our website sends about a form (which email, when, and whether it went; no contact details): deleted with the form itself, and in any case 3 months (${retentionDays.notificationOutbox} days) after the form arrived, whether or not the email could be sent.`,
    );
    expect(text).toContain('The private link to a booking (stored only as a hash): deleted with the booking.');
  });

  it('tells a visitor who books a time which emails follow, what their private link does and who sends them', async () => {
    const { text } = await getPage('/privacy');
    expect(text).toContain(
      'a confirmation with a calendar invitation, an email if the booking is moved, confirmed or cancelled, and a reminder 24 hours before it.',
    );
    expect(text).toContain('move or cancel it until 24 hours before');
    expect(text).toContain('We store only a scrambled form (a hash) of the link');
    expect(text).toContain('(Cloudflare Email Service)');
    expect(text).not.toContain('Email Routing');
    expect(text).not.toContain('The Training Academy has no accounts');
  });

  it('says what a Training Academy account keeps, why, who sees it, how long, and what its certificates show once it is erased', async () => {
    const { text } = await getPage('/privacy');
    const file = await (await request('/privacy.txt')).text();
    const { retentionDays, academy } = siteConfig;
    for (const words of [text, file]) {
      expect(words).toContain(
        'Training Academy registration: your first name, last name, email address, business name (optional), and your acceptance of the terms',
      );
      expectEachPhrase(words, [
        'Your subscription: whether you are on the free demo or an Employee or Employer subscription, and when it ends.',
        'Your business name, if you give it when you register or an employer adds you to its team.',
        'Your progress in each module',
        'Your quiz answers and results',
        "Your certificates: each one's number, module, the date you earned it",
        'When you registered and when you last signed in.',
      ]);
      // Why: the contract for the training; legitimate interests for verification by others.
      expect(words).toContain(
        'Lawful basis: for providing the training, the contract you enter into when you register',
      );
      expect(words).toContain('For the certificate verification page, our legitimate interests');
      expect(words).toContain(
        'see your name, the module and its category, the date you earned it, its expiry date if it has one',
      );
      // Who sees it.
      expect(words).toContain(
        "if you accepted an invitation to an employer's team, that employer, who sees your progress, quiz results and certificates",
      );
      // How long, from site config.
      expect(words).toContain(
        `Your account, with your progress, quiz answers and results and the invitations you sent as an employer: 24 months (${retentionDays.learnerAccounts} days) after the later of your last use of the Academy and the expiry date of your last certificate (a certificate that does not expire counts from the day it was earned)`,
      );
      expect(words).toContain(
        `Team invitations, which hold the invited email address: 1 month (${retentionDays.teamInvitations} days) after they were accepted or expired.`,
      );
      expect(words).toContain('told the certificate has been withdrawn');
      expect(words).toContain('if we erase it, your certificates show as withdrawn on their verification pages');
      expect(words).toContain(`__Host-learner_session, which keeps you signed in`);
      expect(words).toContain(`${academy.sessionDays} days after you last used it`);
    }
  });

  it('names lawful bases, processors, the IP address rule, UK GDPR rights, the ICO and the under-16 rule', async () => {
    const { text } = await getPage('/privacy');
    expectEachPhrase(text, ['Article 6(1)(a)', 'Article 6(1)(b)', 'Article 6(1)(f)']);
    expect(text).toContain('Cloudflare, Inc., as our processor');
    expect(text).toContain('No analytics or advertising company receives it');
    expect(text).toContain('We do not store your IP address with your submission or anywhere else');
    expectEachPhrase(text, [
      'Right of access',
      'Right to rectification',
      'Right to erasure',
      'Right to restriction',
      'Right to data portability',
      'Right to object',
    ]);
    expect(text).toContain('ico.org.uk');
    expect(text).toContain('0303 123 1113');
    expect(text).toContain('not directed at children under 16');
  });

  it('names Stripe, what it receives, what we keep of a payment, why and for how long, and never card details', async () => {
    const { text } = await getPage('/privacy');
    const file = await (await request('/privacy.txt')).text();
    for (const words of [text, file]) {
      expectEachPhrase(words, [
        'Stripe Payments Europe, Ltd. ("Stripe") is our payment processor for Training Academy subscriptions',
        'Stripe receives your email address, your name and the card and billing details you enter on its own hosted checkout page',
        'we never see or store your card details',
        "Stripe's reference numbers for you as its customer, for your subscription, its invoices and its payments",
        'Article 6(1)(c)',
        'Stripe acts as an independent controller',
        'https://stripe.com/gb/privacy',
        '6 years after the end of the financial year the payment belongs to',
        'A checkout you started but did not finish: 2 days.',
      ]);
    }
  });

  it('does not claim the download form signs people up to marketing emails', async () => {
    const { text } = await getPage('/privacy');
    expect(text).toContain(
      'We do not add you to a mailing list or send you marketing emails because you downloaded a resource.',
    );
  });
});

describe('terms, returns and cookies carry the spec 02 §9 terms', () => {
  it.each([
    {
      policy: 'terms of service',
      path: '/terms',
      terms: [
        '14-day money-back guarantee',
        '3-5 working days',
        'within 30 days of delivery',
        'within 48 hours',
        '5-7 business days',
        'within 7 days',
        'up to 24 hours before',
        'children under 16',
      ],
    },
    {
      policy: 'returns and refunds policy',
      path: '/returns',
      terms: [
        '14-day money-back guarantee',
        'within 30 days of delivery',
        'within 3-5 working days',
        'within 48 hours of delivery',
        'within 5-7 business days',
        'within 7 days',
        'up to 24 hours before',
      ],
    },
  ])('$policy', async ({ path, terms }) => {
    const { text } = await getPage(path);
    for (const term of terms) expect(text).toContain(term);
  });

  it.each([
    {
      path: '/terms',
      terms: [
        '8. Training Academy Subscriptions',
        'in pounds sterling (GBP) and including VAT',
        'renews automatically at the end of each period until you cancel it',
        "Manage subscription button in your Training Academy account, which opens Stripe's customer portal",
        'your access continues to the end of the period you have paid for',
        'you have 7 days to update your card',
        'Reducing the number of seats never removes anyone from your team',
        '(regulation 37)',
        'our 14-day money-back guarantee for digital products does not apply to subscriptions',
      ],
    },
    {
      path: '/returns',
      terms: [
        '7. Training Academy Subscriptions',
        'our 14-day money-back guarantee does not apply to them',
        '(regulation 37)',
        'you keep access until the end of the month or year you have already paid for',
        'you are entitled to a price reduction, which may be a full refund',
      ],
    },
  ])(
    '$path sets out Training Academy subscriptions: renewal, cancelling, failed payments, seats and the right to cancel',
    async ({ path, terms }) => {
      const file = await (await request(`${path}.txt`)).text();
      expectEachPhrase(file, terms);
    },
  );

  it('cookie policy lists what the site really stores', async () => {
    const { text } = await getPage('/cookies');
    expect(text).toContain('The only cookies this website sets itself are sign-in cookies, and only when you sign in');
    // The Training Academy's sign-in cookie, named as the browser stores it.
    expect(text).toContain('__Host-learner_session (cookie)');
    expect(text).toContain(PROGRESS_STORAGE_KEY);
    expect(text).toContain('challenges.cloudflare.com');
    expect(text).toContain('__cf_bm');
    expect(text).toContain('mostly expire within 1-2 years');
  });
});

describe('every form on the home page links to the privacy policy', () => {
  it('the contact form shows the privacy line', async () => {
    const { html } = await getPage('/');
    const contactForm = html.match(/<form[\s\S]*?<\/form>/g)?.find((form) => form.includes('name="message"'));
    expect(contactForm).toBeTruthy();
    expect(contactForm).toContain('href="/privacy"');
  });
});
