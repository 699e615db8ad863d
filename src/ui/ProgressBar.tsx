/**
 * A labelled progress bar read out as "n% complete" (or `valueText`, such as "2 of 4 modules completed"); the
 * track's size and spacing come from the caller.
 */
export function ProgressBar({
  label,
  percent,
  className,
  valueText,
}: {
  label: string;
  percent: number;
  className: string;
  valueText?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ?? `${percent}% complete`}
      className={`${className} overflow-hidden rounded-full bg-stone-200`}
    >
      <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${percent}%` }} />
    </div>
  );
}
