/**
 * /certificates/{number}: anyone holding a certificate (an employer, an
 * inspector) checks here that it is genuine and current. The status is said
 * in words and marked with a symbol, never by colour alone; a withdrawn
 * certificate names nobody.
 */
import { siteConfig } from '../../content/site-config';
import { Document } from '../../layout/Document';
import { businessDetails } from '../../render/request-settings';
import { todayInLondon, ukLongDate } from '../../lib/uk-date';
import { PageHero } from '../../ui/PageHero';
import type { VerifiedCertificate } from './certificate-store';
import type { CertificateState } from '../../db/certificate-state';
import { holderName, verificationPath } from './certificate-wording';
import { CardSection } from '../../ui/CardSection';
import { certificateStateWords } from '../status-words';

const statusStyle: Record<CertificateState, { symbol: string; box: string }> = {
  valid: { symbol: '✓', box: 'border-brand-700 bg-brand-50 text-brand-800' },
  expired: { symbol: '!', box: 'border-accent-700 bg-accent-100 text-ink' },
  revoked: { symbol: '✕', box: 'border-red-700 bg-red-50 text-red-800' },
  withdrawn: { symbol: '✕', box: 'border-stone-500 bg-stone-100 text-ink' },
};

/** The status in a word or three, as the page's main answer. */
function statusHeadline(state: CertificateState, expiryDate: Date | null): string {
  if (state === 'expired' && expiryDate) return `Expired on ${ukLongDate(expiryDate)}`;
  return certificateStateWords[state];
}

function statusExplanation(state: CertificateState): string {
  switch (state) {
    case 'valid':
      return `This certificate was issued by ${siteConfig.name} and is current.`;
    case 'expired':
      return `This certificate was issued by ${siteConfig.name} but is past its expiry date, so it is no longer current.`;
    case 'revoked':
      return `${siteConfig.name} has revoked this certificate; it is no longer valid.`;
    case 'withdrawn':
      return "The holder's details have been removed from our records, so this certificate is no longer valid.";
  }
}

/** A date in UK words, machine-readable too. */
function DateText({ date }: { date: Date }) {
  return <time dateTime={todayInLondon(date)}>{ukLongDate(date)}</time>;
}

const pageDescription = `Check that a ${siteConfig.name} training certificate is genuine and still valid.`;

export function VerificationPage({
  certificate,
  state,
}: {
  certificate: VerifiedCertificate;
  state: CertificateState;
}) {
  const style = statusStyle[state];
  const showHolder = state !== 'withdrawn' && certificate.holder !== null;
  return (
    <Document
      meta={{
        title: 'Certificate verification',
        description: pageDescription,
        path: verificationPath(certificate.certificateNumber),
        noindex: true,
      }}
    >
      <PageHero title="Certificate verification">
        <p>
          Certificate number <span className="font-mono font-semibold text-ink">{certificate.certificateNumber}</span>
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6">
        <section aria-labelledby="certificate-status" className={`rounded-2xl border-2 p-6 ${style.box}`}>
          <h2 id="certificate-status" className="flex items-center gap-3 font-display text-3xl font-bold">
            <span
              aria-hidden="true"
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border-2 border-current text-xl"
            >
              {style.symbol}
            </span>
            <span>
              <span className="sr-only">Status: </span>
              {statusHeadline(state, certificate.expiryDate)}
            </span>
          </h2>
          <p className="mt-3 text-lg">{statusExplanation(state)}</p>
        </section>

        <CardSection headingId="certificate-details" title={certificate.title}>
          <dl className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr]">
            {showHolder && certificate.holder ? (
              <>
                <dt className="font-semibold">Awarded to</dt>
                <dd>{holderName(certificate.holder)}</dd>
              </>
            ) : null}
            <dt className="font-semibold">Module</dt>
            <dd>{certificate.moduleTitle ?? certificate.title}</dd>
            {certificate.categoryName ? (
              <>
                <dt className="font-semibold">Category</dt>
                <dd>{certificate.categoryName}</dd>
              </>
            ) : null}
            <dt className="font-semibold">Issued</dt>
            <dd>
              <DateText date={certificate.earnedDate} />
            </dd>
            <dt className="font-semibold">{state === 'expired' ? 'Expired' : 'Expiry date'}</dt>
            <dd>{certificate.expiryDate ? <DateText date={certificate.expiryDate} /> : 'Does not expire'}</dd>
            <dt className="font-semibold">Certificate number</dt>
            <dd className="font-mono">{certificate.certificateNumber}</dd>
          </dl>
        </CardSection>

        <p className="text-muted">
          {siteConfig.name} issues these certificates when a learner completes a module of its Training Academy.
          Questions about this certificate: email{' '}
          <a className="text-brand-800 underline" href={`mailto:${businessDetails().email}`}>
            {businessDetails().email}
          </a>{' '}
          and quote its number.
        </p>
      </div>
    </Document>
  );
}

/**
 * No certificate has this number (or it cannot be one): how to read the
 * number off the certificate, and a form to try again. `tried` refills the field.
 */
export function CertificateNotFoundPage({ path, tried = '' }: { path: string; tried?: string }) {
  return (
    <Document meta={{ title: 'Certificate not found', description: pageDescription, path, noindex: true }}>
      <PageHero title="Certificate not found">
        {/* biome-ignore format: a re-wrap moves React's text separators and changes the HTML */}
        <p>
          We have no certificate with that number. Check the number exactly as it is printed on the certificate: it reads like{' '}
          <span className="font-mono font-semibold text-ink">PAW-2026-7K3M9QXR</span>: PAW, the year it was issued, then eight letters and digits.
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-xl gap-6 px-4 py-12 sm:px-6">
        <form method="get" action="/certificates/lookup" className="card grid gap-4">
          <div>
            <label htmlFor="certificate-number" className="field-label">
              Certificate number
            </label>
            <input
              id="certificate-number"
              name="number"
              type="text"
              className="field-input font-mono uppercase"
              defaultValue={tried}
              placeholder="PAW-2026-7K3M9QXR"
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
            />
          </div>
          <div>
            <button type="submit" className="btn-primary">
              Check this number
            </button>
          </div>
        </form>
        <p className="text-muted">
          Still stuck? Email{' '}
          <a className="text-brand-800 underline" href={`mailto:${businessDetails().email}`}>
            {businessDetails().email}
          </a>{' '}
          with the number you have, or go back to the{' '}
          <a className="text-brand-800 underline" href="/">
            home page
          </a>
          .
        </p>
      </div>
    </Document>
  );
}
