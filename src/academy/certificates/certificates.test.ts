/**
 * Certificates on the web: the public verification page in each state, the
 * not-found page and the lookup form, and the holder's own PDF and printable
 * page. The sub-apps are exercised directly (the academy mounts them).
 */
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Learner, LearnerEnv } from '../../auth/learner-env';
import { certificateVerificationRoutes, learnerCertificateRoutes } from './routes';
import { siteConfig } from '../../content/site-config';
import { ukLongDate } from '../../lib/uk-date';
import { decodeHtml, pageText } from '../../../test/support/page-html';
import { emptyTables } from '../../../test/support/request';
import { seededDetails } from '../../content/business-details';

const day = 24 * 60 * 60 * 1000;
const now = Date.now();

const numbers = {
  valid: 'PAW-2026-VA11D000',
  expired: 'PAW-2024-EXP1RED0',
  revoked: 'PAW-2026-REV0KED0',
  withdrawn: 'PAW-2026-W1THDRWN',
  erased: 'PAW-2025-ERA5ED00',
  otherLearners: 'PAW-2026-0THER000',
  noExpiry: 'PAW-2026-N0EXP1RY',
  unknown: 'PAW-2026-NKN0WN00',
};
const expiredOn = new Date(now - 10 * day);

let priya: Learner;
let omar: Learner;
let module: { id: number; title: string; categoryName: string };

function learner(id: number, firstName: string, lastName: string): Learner {
  return {
    id,
    email: `${firstName.toLowerCase()}@example.co.uk`,
    firstName,
    lastName,
    companyName: null,
    subscriptionStatus: 'active',
    subscriptionTier: 'employee',
    subscriptionExpiry: null,
    employerId: null,
  };
}

async function insertLearner(firstName: string, lastName: string): Promise<Learner> {
  const row = await env.DB.prepare(
    'INSERT INTO training_users (email, first_name, last_name) VALUES (?, ?, ?) RETURNING id',
  )
    .bind(`${firstName.toLowerCase()}.certificates@example.co.uk`, firstName, lastName)
    .first<{ id: number }>();
  return learner(row?.id ?? 0, firstName, lastName);
}

async function insertCertificate(
  number: string,
  userId: number | null,
  fields: { expiry?: number | null; active?: boolean; revokedAt?: number | null; withdrawnAt?: number | null } = {},
) {
  await env.DB.prepare(
    `INSERT INTO training_certificates (user_id, category_id, module_id, title, description, earned_date, expiry_date, certificate_number, is_active, revoked_at, withdrawn_at)
     SELECT ?, category_id, id, ?, 'Every section completed.', ?, ?, ?, ?, ?, ? FROM training_modules WHERE id = ?`,
  )
    .bind(
      userId,
      `${module.title} certificate`,
      now - 400 * day,
      fields.expiry === undefined ? now + 300 * day : fields.expiry,
      number,
      fields.active === false ? 0 : 1,
      fields.revokedAt ?? null,
      fields.withdrawnAt ?? null,
      module.id,
    )
    .run();
}

beforeAll(async () => {
  await emptyTables('training_certificates', 'training_users');
  const row = await env.DB.prepare(
    'SELECT m.id, m.title, c.name AS categoryName FROM training_modules m JOIN training_categories c ON c.id = m.category_id ORDER BY m.id LIMIT 1',
  ).first<{ id: number; title: string; categoryName: string }>();
  if (!row) throw new Error('no seeded module');
  module = row;
  priya = await insertLearner('Priya', 'Shah');
  omar = await insertLearner('Omar', 'Haddad');
  await insertCertificate(numbers.valid, priya.id);
  await insertCertificate(numbers.expired, priya.id, { expiry: expiredOn.getTime() });
  await insertCertificate(numbers.revoked, priya.id, { active: false, revokedAt: now - day });
  // Withdrawn while the holder row still exists: the page must still name nobody.
  await insertCertificate(numbers.withdrawn, priya.id, { active: false, withdrawnAt: now - day });
  await insertCertificate(numbers.erased, null, { active: false, withdrawnAt: now - day });
  await insertCertificate(numbers.otherLearners, omar.id);
  await insertCertificate(numbers.noExpiry, priya.id, { expiry: null });
});

async function verification(path: string) {
  const response = await certificateVerificationRoutes.request(path, { redirect: 'manual' }, env);
  const html = await response.text();
  return { response, html, text: pageText(html) };
}

function expectPrivate(response: Response) {
  expect(response.headers.get('x-robots-tag')).toContain('noindex');
  expect(response.headers.get('cache-control')).toContain('no-store');
}

describe('the verification page', () => {
  it('says a current certificate is valid, with its holder, module, category, dates and number', async () => {
    const { response, html, text } = await verification(`/${numbers.valid}`);
    expect(response.status).toBe(200);
    expectPrivate(response);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(text).toContain('Certificate verification');
    expect(text).toContain('Status: Valid');
    expect(text).toContain('Awarded to Priya Shah');
    expect(text).toContain(`Module ${module.title}`);
    expect(text).toContain(`Category ${module.categoryName}`);
    expect(text).toContain(`Issued ${ukLongDate(new Date(now - 400 * day))}`);
    expect(text).toContain(`Expiry date ${ukLongDate(new Date(now + 300 * day))}`);
    expect(text).toContain(`Certificate number ${numbers.valid}`);
    expect(text).toContain(`${siteConfig.name} issues these certificates`);
    expect(html).toContain(`href="mailto:${seededDetails.email}"`);
  });

  it('says when a certificate does not expire', async () => {
    const { text } = await verification(`/${numbers.noExpiry}`);
    expect(text).toContain('Status: Valid');
    expect(text).toContain('Expiry date Does not expire');
  });

  it('says an expired certificate expired, and when', async () => {
    const { response, text } = await verification(`/${numbers.expired}`);
    expect(response.status).toBe(200);
    expect(text).toContain(`Status: Expired on ${ukLongDate(expiredOn)}`);
    expect(text).toContain('Priya Shah');
    expect(text).not.toContain('Status: Valid');
  });

  it('says a revoked certificate is revoked', async () => {
    const { text } = await verification(`/${numbers.revoked}`);
    expect(text).toContain('Status: Revoked');
    expect(text).toContain('no longer valid');
    expect(text).not.toContain('Status: Valid');
  });

  it('says a withdrawn certificate is withdrawn and names nobody', async () => {
    for (const number of [numbers.withdrawn, numbers.erased]) {
      const { response, html, text } = await verification(`/${number}`);
      expect(response.status).toBe(200);
      expect(text).toContain('Status: Withdrawn');
      expect(text).toContain(
        "The holder's details have been removed from our records, so this certificate is no longer valid.",
      );
      expect(html).not.toContain('Priya');
      expect(html).not.toContain('Shah');
      expect(text).not.toContain('Awarded to');
      expect(text).toContain(`Module ${module.title}`);
    }
  });

  it('answers an unknown or malformed number with the not-found page and a form to try again', async () => {
    for (const path of [`/${numbers.unknown}`, '/not-a-number', '/PAW-2026-UUUUUUUU', '/PAW-2026-VA11D000.pdf']) {
      const { response, html, text } = await verification(path);
      expect(response.status, path).toBe(404);
      expectPrivate(response);
      expect(text).toContain('Certificate not found');
      expect(text).toContain('it reads like PAW-2026-7K3M9QXR');
      expect(text).toContain('PAW, the year it was issued, then eight letters and digits.');
      expect(html).toMatch(/<form[^>]*action="\/certificates\/lookup" method="get">/);
      expect(html).toMatch(/<label[^>]*for="certificate-number"[^>]*>Certificate number<\/label>/);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('sends a number typed in lower case, or with O for 0, to its canonical address', async () => {
    const { response } = await verification('/paw-2026-va11do00');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/certificates/${numbers.valid}`);
  });
});

describe('the lookup form', () => {
  it('goes to the page of the number typed, tidied', async () => {
    const { response } = await verification(
      `/lookup?number=${encodeURIComponent(`  ${numbers.revoked.toLowerCase()} `)}`,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/certificates/${numbers.revoked}`);
    expectPrivate(response);
  });

  it('answers what cannot be a number with the not-found page, the field refilled', async () => {
    const { response, html } = await verification('/lookup?number=PAW-26-<b>');
    expect(response.status).toBe(404);
    expect(decodeHtml(/value="([^"]*)"/.exec(html)?.[1] ?? '')).toBe('PAW-26-<b>');
    expect(html).not.toContain('<b>');
  });

  it('answers an empty lookup with the not-found page', async () => {
    expect((await verification('/lookup')).response.status).toBe(404);
  });
});

/** The learner routes as the academy mounts them, behind a session that is this learner's. */
function signedInAs(who: Learner) {
  const app = new Hono<LearnerEnv>();
  app.use('*', async (c, next) => {
    c.set('learner', who);
    c.set('learnerSession', { sessionId: 'test-session', csrfToken: 'test-token' });
    await next();
  });
  app.route('/training/certificates', learnerCertificateRoutes);
  return (path: string) => app.request(`/training/certificates${path}`, {}, env);
}

describe("the holder's PDF", () => {
  it('downloads as an attachment named after its number, never cached, pointing at the verification page', async () => {
    const response = await signedInAs(priya)(`/${numbers.valid}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${numbers.valid}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getSubject()).toContain('Priya Shah');
    expect(pdf.getKeywords()).toBe(`${numbers.valid} ${env.SITE_ORIGIN}/certificates/${numbers.valid}`);
  });

  it('still downloads once expired (it says until when it was valid)', async () => {
    expect((await signedInAs(priya)(`/${numbers.expired}.pdf`)).status).toBe(200);
  });

  it('is not found for anyone but its holder, nor for a number that does not exist', async () => {
    for (const [who, path] of [
      [omar, `/${numbers.valid}.pdf`],
      [priya, `/${numbers.otherLearners}.pdf`],
      [priya, `/${numbers.unknown}.pdf`],
      [priya, '/nonsense.pdf'],
      [priya, `/${numbers.valid}`],
    ] as const) {
      const response = await signedInAs(who)(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(pageText(await response.text())).toContain('Certificate not found');
    }
  });

  it('is not available once revoked or withdrawn, and says why', async () => {
    const revoked = await signedInAs(priya)(`/${numbers.revoked}.pdf`);
    expect(revoked.status).toBe(404);
    const revokedText = pageText(await revoked.text());
    expect(revokedText).toContain('Certificate not available');
    expect(revokedText).toContain('revoked');
    const withdrawn = await signedInAs(priya)(`/${numbers.withdrawn}/print`);
    expect(withdrawn.status).toBe(404);
    expect(pageText(await withdrawn.text())).toContain('withdrawn');
  });
});

describe("the holder's printable certificate", () => {
  it('shows what the PDF shows, with the QR code, a print hint and the PDF link', async () => {
    const response = await signedInAs(priya)(`/${numbers.valid}/print`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    const text = pageText(html);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(text).toContain('Certificate of Completion');
    expect(text).toContain('Priya Shah');
    expect(text).toContain(`${module.title} certificate`);
    expect(text).toContain(`Issued ${ukLongDate(new Date(now - 400 * day))}`);
    expect(text).toContain(`Valid until ${ukLongDate(new Date(now + 300 * day))}`);
    expect(text).toContain(`Certificate number ${numbers.valid}`);
    expect(text).toContain(`${env.SITE_ORIGIN}/certificates/${numbers.valid}`);
    expect(text).toContain('Ctrl+P');
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="QR code[^"]*"[^>]*><rect[^>]*><\/rect><path d="M\d/);
    expect(html).toContain(`href="/training/certificates/${numbers.valid}.pdf"`);
    // Everything but <main> is hidden in print, by classes on the page (no inline style: the CSP forbids it).
    expect(html).toContain('print:[body:has(&amp;)&gt;:not(main)]:!hidden');
  });

  it('is not found for anyone but its holder', async () => {
    const response = await signedInAs(omar)(`/${numbers.valid}/print`);
    expect(response.status).toBe(404);
    expect(pageText(await response.text())).toContain('Certificate not found');
  });
});
