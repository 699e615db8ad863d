/** A labelled progress bar read out as "n% complete"; the track's size and spacing come from the caller. */
export function ProgressBar({ label, percent, className }: { label: string; percent: number; className: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}% complete`}
      className={`${className} overflow-hidden rounded-full bg-stone-200`}
    >
      <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${percent}%` }} />
    </div>
  );
}
