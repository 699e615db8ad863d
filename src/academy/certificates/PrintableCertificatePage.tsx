/**
 * /training/certificates/{number}/print: the holder's certificate as a page to
 * print, saying what the PDF says. When printed, only the certificate goes on
 * paper: the `print:` classes on the page's root hide everything in <body>
 * but <main> (the site header, the footer, the skip link), and the hints
 * around the certificate; no script, no inline style (the CSP allows neither).
 */
import type { CertificatePdfInput } from './certificate-pdf';
import { siteConfig } from '../../content/site-config';
import { Document } from '../../layout/Document';
import { businessDetails } from '../../render/request-settings';
import { PageHero } from '../../ui/PageHero';
import type { CertificateState } from '../../db/certificate-state';
import {
  CERTIFICATE_HEADING,
  certificatePdfPath,
  certificatePrintPath,
  issuedLine,
  LEARNER_HOME_PATH,
  validityLine,
  verificationPath,
} from './certificate-wording';
import { qrCode } from './qr-code';

/** What the printable page shows: what the PDF holds. */
export type PrintableCertificate = CertificatePdfInput;

function QrSvg({ url }: { url: string }) {
  const qr = qrCode(url);
  return (
    <svg
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label="QR code of the verification page's address"
      shapeRendering="crispEdges"
      className="h-28 w-28 print:h-[30mm] print:w-[30mm]"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#1c1917" />
    </svg>
  );
}

/**
 * Hides the rest of the page when printing (see the file comment): these selectors apply while this page's root is in <body>.
 * Important, because the header's island wrapper carries an inline display: contents.
 */
/** The holder's ways on from a certificate they may not print, or have printed: its public page, or their training. */
function WaysOn({
  certificateNumber,
  verificationClass,
  homeClass,
}: {
  certificateNumber: string;
  verificationClass: string;
  homeClass: string;
}) {
  return (
    <>
      <a className={verificationClass} href={verificationPath(certificateNumber)}>
        See its verification page
      </a>
      <a className={homeClass} href={LEARNER_HOME_PATH}>
        Back to my training
      </a>
    </>
  );
}

const printOnlyMain = 'print:[body:has(&)>:not(main)]:!hidden print:[body:has(&)_main]:pt-0';

export function PrintableCertificatePage({ certificate }: { certificate: PrintableCertificate }) {
  const number = certificate.certificateNumber;
  return (
    <Document
      meta={{
        title: `Certificate ${number}`,
        description: `${CERTIFICATE_HEADING}: ${certificate.title}`,
        path: certificatePrintPath(number),
        noindex: true,
      }}
    >
      <div className={printOnlyMain}>
        <div className="print:hidden">
          <PageHero eyebrow="Your certificate" title="Print your certificate">
            <p>
              Use your browser's Print command (Ctrl+P, or ⌘P on a Mac). Only the certificate is printed; landscape
              suits it best.
            </p>
          </PageHero>
          <div className="mx-auto flex max-w-5xl flex-wrap justify-center gap-3 px-4 pt-8 sm:px-6">
            <a className="btn-primary" href={certificatePdfPath(number)} download={`${number}.pdf`}>
              Download the PDF
            </a>
            <WaysOn certificateNumber={number} verificationClass="btn-outline" homeClass="btn-ghost" />
          </div>
        </div>

        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 print:max-w-none print:p-0">
          <article
            aria-label={CERTIFICATE_HEADING}
            className="break-inside-avoid border-4 border-brand-700 bg-white p-2 shadow-sm sm:aspect-[297/210] print:aspect-[297/210] print:shadow-none"
          >
            <div className="flex h-full flex-col border border-accent-500 px-6 py-8 text-center sm:px-12">
              <p className="font-bold uppercase tracking-widest text-brand-800">{siteConfig.name}</p>
              <span
                aria-hidden="true"
                className="mx-auto mt-2 block h-0.5 w-16 bg-accent-500 print:border-t-2 print:border-accent-500"
              />
              <h2 className="mt-6 font-display text-3xl font-bold text-ink sm:text-4xl">{CERTIFICATE_HEADING}</h2>
              <p className="mt-4 text-muted">This certifies that</p>
              <p className="mx-auto mt-3 max-w-3xl border-b border-brand-700 px-6 pb-3 text-3xl font-bold text-ink sm:text-4xl">
                {certificate.holderName}
              </p>
              <p className="mt-4 text-muted">has successfully completed</p>
              <p className="mt-2 text-2xl font-bold text-brand-800">{certificate.title}</p>
              {certificate.categoryName ? <p className="mt-1 text-muted">{certificate.categoryName}</p> : null}

              <div className="mt-auto flex flex-wrap items-end justify-between gap-6 pt-8 text-left">
                <div className="grid gap-1 text-sm sm:text-base">
                  <p>{issuedLine(certificate.earnedDate)}</p>
                  <p>{validityLine(certificate.expiryDate)}</p>
                  <p>
                    Certificate number <span className="font-mono font-bold">{number}</span>
                  </p>
                  <p className="mt-3 text-sm text-muted">Check that it is genuine at</p>
                  <p className="break-all text-sm font-bold text-brand-800">{certificate.verifyUrl}</p>
                </div>
                <figure className="text-center">
                  <QrSvg url={certificate.verifyUrl} />
                  <figcaption className="mt-1 text-xs text-muted">Scan to verify</figcaption>
                </figure>
              </div>
            </div>
          </article>
        </div>
      </div>
    </Document>
  );
}

/** The holder asked for a certificate that was revoked or withdrawn: it is no longer theirs to print or download. */
export function CertificateUnavailablePage({
  certificateNumber,
  state,
  path,
}: {
  certificateNumber: string;
  state: Extract<CertificateState, 'revoked' | 'withdrawn'>;
  path: string;
}) {
  const why =
    state === 'revoked'
      ? `${siteConfig.name} has revoked this certificate, so it can no longer be downloaded or printed.`
      : 'This certificate was withdrawn when your details were removed, so it can no longer be downloaded or printed.';
  return (
    <Document meta={{ title: 'Certificate not available', description: why, path, noindex: true }}>
      <PageHero
        title="Certificate not available"
        actions={
          <WaysOn certificateNumber={certificateNumber} verificationClass="btn-primary" homeClass="btn-outline" />
        }
      >
        <p>{why}</p>
        <p className="mt-3">
          Questions? Email{' '}
          <a className="text-brand-800 underline" href={`mailto:${businessDetails().email}`}>
            {businessDetails().email}
          </a>{' '}
          and quote <span className="font-mono">{certificateNumber}</span>.
        </p>
      </PageHero>
    </Document>
  );
}
