import type { Ref } from 'react';
import { applicationReviewWorkingDays } from '../../content/recruitment';
import { SuccessMark } from '../../ui/line-icons';

/**
 * What a candidate sees once the questionnaire is in (spec 02 §2, §8, §9):
 * rendered by the form island after a JSON submission, and by the page when a
 * plain form post comes back with ?application=submitted.
 */
export function ApplicationConfirmation({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <div className="card text-center" data-application-confirmation="">
      <SuccessMark size="page" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 font-display text-3xl font-bold text-ink outline-none">
        Application Submitted!
      </h2>
      <p className="mt-3 text-lg text-ink">Thank you for your interest. We'll be in touch soon.</p>
      <p className="mx-auto mt-3 max-w-xl text-muted">
        We review every application within {applicationReviewWorkingDays} working days. If a pet-care business we work
        with is hiring for a role that suits you, we'll ask your permission before passing your details on.
      </p>
      <p className="mt-6">
        <a href="/" className="btn-primary">
          Return to Home
        </a>
      </p>
    </div>
  );
}
