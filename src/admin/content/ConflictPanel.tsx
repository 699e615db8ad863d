import { formatDateTime } from '../../lib/uk-date';

export interface ConflictPanelProps {
  /** Each field's name and label, in the form's order. */
  labels: readonly (readonly [name: string, label: string])[];
  theirs: Record<string, string>;
  yours: Record<string, string>;
  savedBy: string;
  savedAt: Date;
}

/**
 * A stale save: someone saved the item after this form was opened. Both versions are shown, field by field where
 * they differ; the form below keeps every word just typed and now saves over the newest version only when pressed again.
 */
export function ConflictPanel({ labels, theirs, yours, savedBy, savedAt }: ConflictPanelProps) {
  const differing = labels.filter(([name]) => theirs[name] !== yours[name]);
  return (
    <section
      role="alert"
      aria-labelledby="conflict-heading"
      className="mt-4 rounded-lg border-2 border-amber-700 bg-white px-4 py-3"
    >
      <h2 id="conflict-heading" className="font-bold text-ink">
        Not saved: {savedBy} saved this at {formatDateTime(savedAt)}, after you opened it
      </h2>
      <p className="mt-1">
        Nothing is lost. Your version is in the form below; the saved version is beside it here. Press a button again to
        save yours over theirs, or open it afresh to keep theirs.
      </p>
      <table className="mt-3 w-full table-fixed text-left text-sm">
        <caption className="sr-only">Fields that differ between the saved version and yours</caption>
        <thead>
          <tr>
            <th scope="col" className="w-32">
              Field
            </th>
            <th scope="col">Saved version</th>
            <th scope="col">Your version</th>
          </tr>
        </thead>
        <tbody>
          {differing.map(([name, label]) => (
            <tr key={name} className="border-t border-stone-200 align-top">
              <th scope="row">{label}</th>
              <td className="whitespace-pre-wrap break-words">{theirs[name]}</td>
              <td className="whitespace-pre-wrap break-words">{yours[name]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
