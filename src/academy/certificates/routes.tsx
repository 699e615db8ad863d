/**
 * Certificates on the web: the public verification page (mounted at
 * /certificates) and the holder's own PDF and printable page (mounted at
 * /training/certificates, behind the learner's session).
 *
 * Nothing here is cached or indexed: a revocation must show on the very next
 * check, and a holder's certificate is theirs alone.
 */
import { type Context, Hono } from 'hono';
import { database } from '../../db/client';
import type { AppEnv } from '../../env';
import { siteOrigin } from '../../content/site-origin';
import { renderPage } from '../../render/render-page';
import type { LearnerEnv } from '../../auth/learner-env';
import { isCertificateNumber, normaliseCertificateNumber } from './certificate-number';
import { certificatePdf } from './certificate-pdf';
import { findCertificateForVerification, type VerifiedCertificate } from './certificate-store';
import { certificateState } from '../../db/certificate-state';
import { holderName, verificationPath, verificationUrl } from './certificate-wording';
import {
  CertificateUnavailablePage,
  type PrintableCertificate,
  PrintableCertificatePage,
} from './PrintableCertificatePage';
import { CertificateNotFoundPage, VerificationPage } from './VerificationPage';

const publicHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
const holderHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

async function notFound(c: Context, headers: Record<string, string>, tried?: string): Promise<Response> {
  return withHeaders(await renderPage(<CertificateNotFoundPage path={c.req.path} tried={tried} />, 404), headers);
}

export const certificateVerificationRoutes = new Hono<AppEnv>();

// The form on the not-found page: a typed number, tidied, to its page. Registered before /:number, so "lookup" is never taken for one.
certificateVerificationRoutes.get('/lookup', async (c) => {
  const tried = (c.req.query('number') ?? '').slice(0, 100);
  const number = normaliseCertificateNumber(tried);
  if (!number) return notFound(c, publicHeaders, tried);
  return withHeaders(c.redirect(verificationPath(number), 303), publicHeaders);
});

certificateVerificationRoutes.get('/:number', async (c) => {
  const asked = c.req.param('number');
  const number = normaliseCertificateNumber(asked);
  if (!number) return notFound(c, publicHeaders);
  // A number typed in lower case or with O for 0 goes to its one canonical address.
  if (number !== asked) return withHeaders(c.redirect(verificationPath(number), 301), publicHeaders);
  const certificate = await findCertificateForVerification(database(c.env.DB), number);
  if (!certificate) return notFound(c, publicHeaders);
  const page = await renderPage(
    <VerificationPage certificate={certificate} state={certificateState(certificate, new Date())} />,
  );
  return withHeaders(page, publicHeaders);
});

type LearnerContext = Context<LearnerEnv>;

/**
 * The signed-in learner's own certificate with this number, as printed; or
 * the page to answer instead. Someone else's certificate is answered exactly
 * like a number that does not exist, so no one learns which numbers are taken.
 */
async function holdersCertificate(
  c: LearnerContext,
  number: string,
): Promise<{ printable: PrintableCertificate } | { refusal: Response }> {
  const certificate: VerifiedCertificate | null = isCertificateNumber(number)
    ? await findCertificateForVerification(database(c.env.DB), number)
    : null;
  const learner = c.var.learner;
  if (!certificate || certificate.userId !== learner.id) return { refusal: await notFound(c, holderHeaders) };
  const state = certificateState(certificate, new Date());
  if (state === 'revoked' || state === 'withdrawn') {
    const page = await renderPage(
      <CertificateUnavailablePage certificateNumber={number} state={state} path={c.req.path} />,
      404,
    );
    return { refusal: withHeaders(page, holderHeaders) };
  }
  return {
    printable: {
      holderName: holderName(certificate.holder ?? learner),
      title: certificate.title,
      categoryName: certificate.categoryName,
      certificateNumber: number,
      earnedDate: certificate.earnedDate,
      expiryDate: certificate.expiryDate,
      // SITE_ORIGIN, not the request's host: a certificate printed from a preview address must still point at the real site.
      verifyUrl: verificationUrl(siteOrigin(c.env), number),
    },
  };
}

export const learnerCertificateRoutes = new Hono<LearnerEnv>();

// One segment, "{number}.pdf": a route pattern with ".pdf" in it would split on the dot, so the name is matched whole and cut here.
learnerCertificateRoutes.get('/:file', async (c) => {
  const match = /^(.+)\.pdf$/.exec(c.req.param('file'));
  if (!match) return notFound(c, holderHeaders);
  const number = match[1] as string;
  const found = await holdersCertificate(c, number);
  if ('refusal' in found) return found.refusal;
  const pdf = await certificatePdf(found.printable);
  // pdf-lib types its bytes loosely (ArrayBufferLike); a copy of a few KB gives Response the ArrayBuffer-backed view it takes.
  return new Response(pdf.slice(), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${number}.pdf"`,
      ...holderHeaders,
    },
  });
});

learnerCertificateRoutes.get('/:number/print', async (c) => {
  const found = await holdersCertificate(c, c.req.param('number'));
  if ('refusal' in found) return found.refusal;
  return withHeaders(await renderPage(<PrintableCertificatePage certificate={found.printable} />), holderHeaders);
});
