/**
 * The week itself, drawn twice from the same days: a table of days across and the six slot times down for a
 * screen of 768 px and more, and a list, day by day, for a phone. CSS shows one of them; neither needs a script.
 */
import type { SlotState } from '../../submissions/consultation-booking/availability';
import { ukDay } from '../../lib/london-time';
import { statusLabel } from '../../submissions/registry';
import type { WeekBooking, WeekDay, WeekSlot } from './week';

/** Why a slot is not offered, or that it is free, in the owner's words. */
export function stateText(state: SlotState): string {
  switch (state.kind) {
    case 'free':
      return 'Free';
    case 'taken':
      return 'Taken';
    case 'too-soon':
      return 'Too soon to book (minimum notice)';
    case 'not-offered':
      return 'Not in the weekly pattern';
    case 'past':
      return 'Past';
    case 'beyond-horizon':
      return 'Beyond the booking horizon';
    case 'bank-holiday':
      return `Bank holiday: ${state.name}`;
    case 'blocked':
      return `Blocked: ${state.reason}`;
    case 'not-a-working-day':
      return 'Not a working day';
  }
}

/** The same in a word or two, for a cell of the grid: the day's reason is said once, at the head of its column. */
function shortStateText(state: SlotState): string {
  switch (state.kind) {
    case 'too-soon':
      return 'Too soon';
    case 'not-offered':
      return 'Not offered';
    case 'beyond-horizon':
      return 'Too far ahead';
    case 'bank-holiday':
      return 'Bank holiday';
    case 'blocked':
      return 'Blocked';
    case 'not-a-working-day':
      return 'Closed';
    default:
      return stateText(state);
  }
}

/** What closes a whole day (a blocked date, a bank holiday), said once under the day's name. */
function dayNote(day: WeekDay): string | null {
  const closed = day.slots.find(({ state }) => state.kind === 'blocked' || state.kind === 'bank-holiday');
  return closed ? stateText(closed.state) : null;
}

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

function BookingLines({ booking }: { booking: WeekBooking }) {
  return (
    <>
      <a
        className="block font-semibold text-brand-800 underline break-anywhere"
        href={`/admin/items/booking/${encodeURIComponent(booking.id)}`}
      >
        {booking.person || 'Consultation booking'}
      </a>
      {booking.services ? <span className="line-clamp-2 text-sm">{booking.services}</span> : null}
      <span className="block text-sm">{statusLabel(booking.status)}</span>
    </>
  );
}

/** A slot's look: booked stands out, free is plain white, anything closed is grey. */
function slotLook({ booking, state }: WeekSlot): string {
  if (booking) return 'bg-brand-50 shadow-[inset_4px_0_0_#0f766e]';
  return state.kind === 'free' ? 'bg-white text-brand-800 font-semibold' : 'bg-stone-100 text-muted';
}

function slotState({ booking, state }: WeekSlot): string {
  return booking ? 'booked' : state.kind;
}

function RequestLines({ requests }: { requests: WeekBooking[] }) {
  return (
    <ul className="grid gap-2">
      {requests.map((booking) => (
        <li key={booking.id} className="min-w-0" data-request={booking.id}>
          <span className="block text-sm text-muted">
            {booking.preferredTime ? `Asked for ${booking.preferredTime}` : 'No time chosen'}
          </span>
          <BookingLines booking={booking} />
        </li>
      ))}
    </ul>
  );
}

/** Days across, slot times down: a real table, so a screen reader names each cell by its day and time. */
export function WeekGrid({ days, today }: { days: WeekDay[]; today: string }) {
  const times = days[0]?.slots.map((slot) => slot.time) ?? [];
  const anyRequests = days.some((day) => day.requests.length > 0);
  const cell = 'border border-stone-200 p-2 align-top';
  return (
    <table className="mt-4 hidden w-full table-fixed border-collapse bg-white text-sm md:table" data-week-grid="">
      <caption className="sr-only">Slots by day and time, UK time</caption>
      <thead>
        <tr>
          <th scope="col" className="w-16 p-2 text-left font-semibold">
            Time
          </th>
          {days.map((day) => {
            const note = dayNote(day);
            return (
              <th
                key={day.date}
                scope="col"
                className={`${cell} text-left ${day.date === today ? 'bg-accent-100' : 'bg-cream'}`}
                data-day={day.date}
              >
                <time dateTime={day.date}>
                  <span className="block font-bold">{weekday.format(noon(day.date))}</span>
                  <span className="block font-normal">{dayMonth.format(noon(day.date))}</span>
                </time>
                {day.date === today ? <span className="block font-semibold text-accent-700">(today)</span> : null}
                {note ? <span className="mt-1 block font-normal text-muted break-anywhere">{note}</span> : null}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {times.map((time, row) => (
          <tr key={time}>
            <th scope="row" className="p-2 text-left align-top font-semibold">
              {time}
            </th>
            {days.map((day) => {
              const slot = day.slots[row];
              if (!slot) return <td key={day.date} className={cell} />;
              return (
                <td
                  key={day.date}
                  className={`${cell} min-w-0 ${slotLook(slot)}`}
                  data-slot={`${day.date} ${time}`}
                  data-state={slotState(slot)}
                >
                  {slot.booking ? <BookingLines booking={slot.booking} /> : shortStateText(slot.state)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
      {anyRequests ? (
        <tfoot>
          <tr>
            <th scope="row" className="p-2 text-left align-top font-semibold">
              Asked without a slot
            </th>
            {days.map((day) => (
              <td key={day.date} className={cell} data-requests={day.date}>
                {day.requests.length > 0 ? <RequestLines requests={day.requests} /> : null}
              </td>
            ))}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

/** Below 768 px: each day in turn, its slots one to a line with the whole reason, then what was asked without a slot. */
export function WeekList({ days, today }: { days: WeekDay[]; today: string }) {
  return (
    <div className="md:hidden" data-week-list="">
      {days.map((day) => {
        const headingId = `day-${day.date}`;
        return (
          <section key={day.date} aria-labelledby={headingId} className="card mt-4 p-4" data-list-day={day.date}>
            <h2 id={headingId} className="text-lg font-bold">
              <time dateTime={day.date}>{ukDay(day.date)}</time>
              {day.date === today ? ' (today)' : ''}
            </h2>
            <ul className="mt-3 divide-y divide-stone-200" aria-label={`Slots on ${ukDay(day.date)} (UK time)`}>
              {day.slots.map((slot) => (
                <li
                  key={slot.time}
                  className="flex min-w-0 gap-3 py-2"
                  data-list-slot={`${day.date} ${slot.time}`}
                  data-state={slotState(slot)}
                >
                  <span className="w-12 shrink-0 font-semibold">{slot.time}</span>
                  <span className={`min-w-0 flex-1 rounded px-2 ${slotLook(slot)}`}>
                    {slot.booking ? (
                      <BookingLines booking={slot.booking} />
                    ) : (
                      <span className="break-anywhere">{stateText(slot.state)}</span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
            {day.requests.length > 0 ? (
              <>
                <h3 className="mt-4 font-semibold">Asked for this day without a slot</h3>
                <div className="mt-2">
                  <RequestLines requests={day.requests} />
                </div>
              </>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
