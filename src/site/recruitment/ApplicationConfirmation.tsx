import type { Ref } from 'react';
import { applicationReviewWorkingDays } from '../../content/recruitment';

/**
 * What a candidate sees once the questionnaire is in (spec 02 §2, §8, §9):
 * rendered by the form island after a JSON submission, and by the page when a
 * plain form post comes back with ?application=submitted.
 */
export function ApplicationConfirmation({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <div className="card text-center" data-application-confirmation="">
      <span aria-hidden="true" className="mx-auto inline-flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 font-display text-3xl font-bold text-ink outline-none">
        Application Submitted!
      </h2>
      <p className="mt-3 text-lg text-ink">Thank you for your interest. We'll be in touch soon.</p>
      <p className="mx-auto mt-3 max-w-xl text-muted">
        We review every application within {applicationReviewWorkingDays} working days. If a pet-care business we work with is hiring for a role that suits you,
        we'll ask your permission before passing your details on.
      </p>
      <p className="mt-6">
        <a href="/" className="btn-primary">
          Return to Home
        </a>
      </p>
    </div>
  );
}
