import { ProgressBar } from '../../ui/ProgressBar';

/** The reader's progress card: sections completed, the bar, and where the progress is kept. */
export function ReaderProgressCard({
  completedCount,
  total,
  percent,
  signedIn,
}: {
  completedCount: number;
  total: number;
  percent: number;
  /** A learner's progress is saved to their account; anyone else's in this browser only. */
  signedIn: boolean;
}) {
  return (
    <div className="card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-ink">Your progress</p>
        {/* biome-ignore format: a re-wrap moves React's text separators and changes the HTML */}
        <p className="text-sm text-muted" data-progress-summary>
          {completedCount} of {total} sections completed · <span className="font-semibold text-ink">{percent}%</span>
        </p>
      </div>
      <ProgressBar label="Module progress" percent={percent} className="mt-3 h-3" />
      <p className="mt-2 text-xs text-muted">
        {signedIn ? (
          'Saved to your account: it follows you on any device.'
        ) : (
          <>
            Your progress is saved in this browser only.{' '}
            <a className="font-semibold text-brand-800 underline underline-offset-4" href="/training/sign-in">
              Sign in
            </a>{' '}
            to keep it, take the quizzes for real and earn a certificate.
          </>
        )}
      </p>
    </div>
  );
}
