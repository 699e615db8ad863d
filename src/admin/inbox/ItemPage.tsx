import type { AdminSession } from '../../auth/admin-env';
import type { HistoryEntry } from './history';
import { statusLabel } from '../../submissions/registry';
import type { PresentedField, StatusMove } from '../../submissions/types';
import { MAX_NOTE_LENGTH, type ItemNote } from './notes';
import { AdminDocument } from '../ui/AdminDocument';
import { CsrfField } from '../ui/CsrfField';
import { formatDateTime, isoDateTime } from '../../lib/uk-date';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { consultationSlots } from '../../content/consultation-slots';
import { BulletList } from '../../ui/BulletList';
import { AdminSection } from '../ui/AdminSection';
import { StatusNotice } from '../ui/StatusNotice';
import { errorAria, FieldMessage } from '../ui/field-messages';

export type ItemNotice = 'status-changed' | 'note-added' | 'moved' | 'slot-taken' | 'move-refused';

export interface ItemView {
  kind: string;
  /** The kind's name for one item and for the list, e.g. "Consultation booking", "Consultation bookings". */
  label: string;
  plural: string;
  id: string;
  person: string;
  receivedAt: Date;
  status: string | null;
  moves: readonly StatusMove[];
  fields: PresentedField[];
  notes: ItemNote[];
  history: HistoryEntry[];
  /** A booking the owner may move to another slot, and the invitation SEQUENCE the page shows. */
  movable?: { sequence: number };
}

interface ItemPageProps {
  session: AdminSession;
  view: ItemView;
  notice?: ItemNotice;
  /** A note that could not be saved, and why. */
  noteError?: { text: string; message: string };
}

function FieldValue({ field }: { field: PresentedField }) {
  if (field.list) {
    return field.list.length ? (
      <BulletList items={field.list} className="list-disc pl-5" />
    ) : (
      <span className="text-muted">None given</span>
    );
  }
  if (!field.value) return <span className="text-muted">Not given</span>;
  return field.multiline ? <p className="whitespace-pre-line">{field.value}</p> : field.value;
}

const actionNames: Record<string, string> = {
  status: 'Status changed',
  note: 'Note added',
  'booking.move': 'Moved to another slot',
};

function historyText(entry: HistoryEntry): string {
  return actionNames[entry.action] ?? entry.detail ?? entry.action;
}

function StatusPanel({ session, view }: { session: AdminSession; view: ItemView }) {
  if (view.status === null) return <p className="mt-2 text-muted">Downloads have no status.</p>;
  return (
    <>
      <p className="mt-2">
        Current status: <span className="badge">{statusLabel(view.status)}</span>
      </p>
      {view.moves.length > 0 ? (
        <form
          method="post"
          action={`/admin/items/${view.kind}/${view.id}/status`}
          className="mt-4 flex flex-wrap gap-3"
        >
          <CsrfField session={session} />
          <input type="hidden" name="from" value={view.status} />
          {view.moves.map((move) => (
            <button
              key={move.to}
              type="submit"
              name="to"
              value={move.to}
              className={
                move.to === 'cancelled' || move.to === 'declined' || move.to === 'unsubscribed'
                  ? 'btn-outline'
                  : 'btn-primary'
              }
            >
              {move.label}
            </button>
          ))}
        </form>
      ) : (
        <p className="mt-2 text-muted">This is a final status: there are no further moves.</p>
      )}
    </>
  );
}

export const inboxItemNotices: Record<ItemNotice, string> = {
  'status-changed': 'Status changed.',
  'note-added': 'Note added.',
  moved: 'Booking moved. The visitor has been sent the updated invitation.',
  'slot-taken': 'Not moved: another booking holds that slot.',
  'move-refused':
    'Not moved: choose a date from today and one of the six times, and look at the booking again if it changed meanwhile.',
};

/** The owner's move of a booking: any of the six slots from today, held under the same race rule as a visitor's booking. */
function MovePanel({ session, view }: { session: AdminSession; view: ItemView }) {
  if (!view.movable) return null;
  return (
    <form
      method="post"
      action={`/admin/items/${view.kind}/${view.id}/move`}
      className="mt-6 grid gap-3 border-t border-stone-200 pt-4"
    >
      <CsrfField session={session} />
      <input type="hidden" name="sequence" value={view.movable.sequence} />
      <h3 className="font-bold">Move to another slot</h3>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="move-date" className="field-label">
            Date
          </label>
          <input id="move-date" name="date" type="date" required className="field-input" />
        </div>
        <div>
          <label htmlFor="move-time" className="field-label">
            Time (UK)
          </label>
          <select id="move-time" name="time" required className="field-input">
            {consultationSlots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-outline">
          Move booking
        </button>
      </div>
    </form>
  );
}

/** One submission: every field as submitted, its status and moves, internal notes and its history. */
export function ItemPage({ session, view, notice, noteError }: ItemPageProps) {
  return (
    <AdminDocument title={`${view.label}: ${view.person}`} session={session} place={{ section: 'inbox', within: true }}>
      <p>
        <a href={`/admin/inbox?kind=${view.kind}`} className="text-brand-800 underline">
          Back to {view.plural.toLowerCase()}
        </a>
      </p>
      <h1 className="section-title mt-4">
        {view.label}: {view.person}
      </h1>
      <p className="mt-2 text-muted">
        Received <time dateTime={isoDateTime(view.receivedAt)}>{formatDateTime(view.receivedAt)}</time>
      </p>
      <StatusNotice notice={notice} messages={inboxItemNotices} />

      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <AdminSection headingId="details-heading" title="Details as submitted">
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
            {view.fields.map((field) => (
              <div key={field.label} className="contents">
                <dt className="font-semibold">{field.label}</dt>
                <dd className="break-anywhere">
                  <FieldValue field={field} />
                </dd>
              </div>
            ))}
          </dl>
        </AdminSection>

        <div className="grid content-start gap-6">
          <AdminSection headingId="status-heading" title="Status">
            <StatusPanel session={session} view={view} />
            <MovePanel session={session} view={view} />
          </AdminSection>

          <AdminSection headingId="notes-heading" title="Notes">
            {view.notes.length ? (
              <ol className="mt-4 grid gap-3">
                {view.notes.map((note) => (
                  <li key={note.id} className="rounded-lg bg-stone-50 p-3">
                    <p className="break-anywhere whitespace-pre-line">{note.body}</p>
                    {/* biome-ignore format: a re-wrap moves React's text separators and changes the HTML */}
                    <p className="mt-1 text-sm text-muted">
                      {note.author}, <time dateTime={isoDateTime(note.createdAt)}>{formatDateTime(note.createdAt)}</time>
                    </p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-2 text-muted">No notes yet.</p>
            )}
            <form method="post" action={`/admin/items/${view.kind}/${view.id}/notes`} className="mt-4">
              <CsrfField session={session} />
              <label htmlFor="note-body" className="field-label">
                Add a note (only the back office sees it)
              </label>
              <textarea
                id="note-body"
                name="body"
                rows={4}
                required
                maxLength={MAX_NOTE_LENGTH}
                defaultValue={noteError?.text ?? ''}
                className="field-input"
                {...errorAria('note-body', noteError?.message)}
              />
              <FieldMessage id="note-body" error={noteError?.message} />
              <button type="submit" className="btn-primary mt-3">
                Add note
              </button>
            </form>
          </AdminSection>
        </div>
      </div>

      <AdminSection headingId="history-heading" title="History" className="card mt-6">
        {view.history.length ? (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <ColumnHeads columns={['When', 'Who', 'What', 'From', 'To']} />
              <tbody>
                {view.history.map((entry, index) => (
                  <tr key={index} className="border-t border-stone-200">
                    <td className="whitespace-nowrap py-2 pr-4">
                      <time dateTime={isoDateTime(entry.createdAt)}>{formatDateTime(entry.createdAt)}</time>
                    </td>
                    <td className="py-2 pr-4">{entry.actor}</td>
                    <td className="py-2 pr-4">{historyText(entry)}</td>
                    <td className="py-2 pr-4">{entry.fromStatus ? statusLabel(entry.fromStatus) : '—'}</td>
                    <td className="py-2 pr-4">{entry.toStatus ? statusLabel(entry.toStatus) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-2 text-muted">Nothing has been changed yet.</p>
        )}
      </AdminSection>
    </AdminDocument>
  );
}
