import type { TrainingSection } from '../content/training-document';
import { sectionTypeLabel } from '../catalogue/labels';

/** A section as the side list shows it: its title and kind, and how far the reader has got with it. */
export type SectionEntry = Pick<TrainingSection, 'title' | 'type'> & { done: boolean; passed: boolean };

/** What a press in the side list is: a submit button of the reader's form, so it moves without scripts too. */
type MoveButton = { type: 'submit'; form: string; name: string; value: string };

/** The reader's side list of sections: each marked done or passed, the current one as the step the reader is on. */
export function ReaderSectionList({
  id,
  entries,
  current,
  moveButton,
  goTo,
}: {
  /** The reader's own id, which the list's heading id builds on. */
  id: string;
  entries: SectionEntry[];
  current: number;
  moveButton: (index: number) => MoveButton;
  goTo: (index: number) => void;
}) {
  return (
    <nav aria-labelledby={`${id}-sections`} className="card p-4 lg:sticky lg:top-24">
      <h2 id={`${id}-sections`} className="px-2 text-sm font-semibold uppercase tracking-wide text-muted">
        Sections
      </h2>
      <ol className="mt-3 grid gap-1">
        {entries.map(({ done, passed, ...item }, index) => {
          const className = `flex w-full items-start gap-3 rounded-lg px-2 py-2 text-left hover:bg-brand-50 ${index === current ? 'bg-brand-50 ring-2 ring-brand-700' : ''}`;
          const inner = (
            <>
              <span
                aria-hidden="true"
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${done ? 'bg-brand-700 text-white' : 'bg-stone-100 text-ink'}`}
              >
                {done ? '✓' : index + 1}
              </span>
              <span className="min-w-0">
                <span className="block font-medium text-ink">{item.title}</span>
                <span className="block text-xs text-muted">
                  {sectionTypeLabel(item.type)}
                  {passed ? ' · Passed' : ''}
                  {done ? ' · Completed' : ''}
                </span>
              </span>
            </>
          );
          return (
            <li key={index}>
              <button
                {...moveButton(index)}
                aria-current={index === current ? 'step' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  goTo(index);
                }}
                className={className}
              >
                {inner}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
