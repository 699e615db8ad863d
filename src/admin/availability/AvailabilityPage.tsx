import { ProblemSummary } from '../ui/ProblemSummary';
import { consultationSlots } from '../../content/consultation-slots';
import type { AvailabilitySettings, BlockedRange } from '../../submissions/consultation-booking/availability';
import { ukDay } from '../../lib/london-time';
import type { AdminSession } from '../../auth/admin-env';
import { AdminDocument } from '../ui/AdminDocument';
import { CsrfField } from '../ui/CsrfField';
import {
  type BlockFields,
  horizonBounds,
  MAX_BLOCK_REASON,
  type NoticeFields,
  noticeBounds,
  patternBox,
  weekdays,
} from './forms';
import { AdminSection } from '../ui/AdminSection';
import { StatusNotice } from '../ui/StatusNotice';
import { Field } from '../ui/Field';

export type AvailabilityNotice =
  | 'pattern-saved'
  | 'notice-saved'
  | 'dates-blocked'
  | 'dates-unblocked'
  | 'bank-holiday-opened'
  | 'bank-holiday-blocked';

export const availabilityNotices: Record<AvailabilityNotice, string> = {
  'pattern-saved': 'Weekly pattern saved: visitors are offered these slots from now on.',
  'notice-saved': 'Minimum notice and booking horizon saved.',
  'dates-blocked': 'Dates blocked: visitors cannot book them.',
  'dates-unblocked': 'Block removed: those days follow the weekly pattern again.',
  'bank-holiday-opened': 'Bank holiday opened: visitors can book its slots.',
  'bank-holiday-blocked': 'Bank holiday blocked again.',
};

/** A form as posted, with a message per field, shown again when it could not be saved. */
export interface PostedForm<Fields extends Record<string, string>> {
  values: Fields;
  errors: Partial<Record<keyof Fields, string>>;
}

interface BankHolidayView {
  date: string;
  name: string;
  open: boolean;
}

interface AvailabilityPageProps {
  session: AdminSession;
  settings: AvailabilitySettings;
  /** Blocks that end today or later. */
  blocks: (BlockedRange & { id: string })[];
  /** The next two years' bank holidays. */
  bankHolidays: BankHolidayView[];
  /** The last date of the bank holiday list, and whether that is within a year. */
  bankHolidaysEnd: { date: string; soon: boolean };
  notice?: AvailabilityNotice;
  noticeForm?: PostedForm<NoticeFields>;
  blockForm?: PostedForm<BlockFields>;
}

function problemsOf<Fields extends Record<string, string>>(
  form: PostedForm<Fields> | undefined,
  ids: Record<keyof Fields, string>,
) {
  if (!form) return [];
  return (Object.keys(ids) as (keyof Fields)[]).flatMap((field) => {
    const message = form.errors[field];
    return message ? [{ id: ids[field], message }] : [];
  });
}

const noticeIds: Record<keyof NoticeFields, string> = { minimumNoticeHours: 'minimum-notice', horizonDays: 'horizon' };
const blockIds: Record<keyof BlockFields, string> = {
  startsOn: 'block-from',
  endsOn: 'block-to',
  reason: 'block-reason',
};

function WeeklyPattern({
  session,
  pattern,
}: {
  session: AdminSession;
  pattern: AvailabilitySettings['weeklyPattern'];
}) {
  return (
    <AdminSection headingId="pattern-heading" title="Weekly pattern" className="card mt-6" data-weekly-pattern="">
      <p className="mt-1 text-muted">
        Tick the slots visitors may book on each day of the week. Times are UK time, in summer and winter alike.
      </p>
      <form method="post" action="/admin/availability/pattern" className="mt-4">
        <CsrfField session={session} />
        {/* The whole card's width: a day a row, a slot a column, each box as big as its cell for a finger or a mouse. */}
        <table className="w-full table-fixed border-collapse text-sm" data-pattern-table="">
          <caption className="sr-only">Slots offered on each day of the week (UK time)</caption>
          <thead>
            <tr>
              <th scope="col" className="w-10 pb-1 text-left sm:w-32">
                <span className="sr-only">Day</span>
              </th>
              {consultationSlots.map((time) => (
                <th key={time} scope="col" className="pb-1 text-center text-xs font-semibold sm:text-sm">
                  {time}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weekdays.map(({ weekday, name, short }) => (
              <tr key={weekday} className="border-t border-stone-200">
                <th scope="row" className="py-1 pr-2 text-left font-semibold">
                  <span aria-hidden="true" className="sm:hidden">
                    {short}
                  </span>
                  <span className="sr-only sm:not-sr-only">{name}</span>
                </th>
                {consultationSlots.map((time) => (
                  <td key={time} className="p-0.5 text-center">
                    <label className="flex h-11 w-full cursor-pointer items-center justify-center rounded-lg hover:bg-brand-50 has-[:checked]:bg-brand-50">
                      <span className="sr-only">
                        {name} {time}
                      </span>
                      <input
                        type="checkbox"
                        name="slot"
                        value={patternBox(weekday, time)}
                        defaultChecked={(pattern[weekday] ?? []).includes(time)}
                        className="h-5 w-5 accent-brand-700"
                      />
                    </label>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <button type="submit" className="btn-primary mt-4">
          Save weekly pattern
        </button>
      </form>
    </AdminSection>
  );
}

function NoticeAndHorizon({
  session,
  settings,
  form,
}: {
  session: AdminSession;
  settings: AvailabilitySettings;
  form?: PostedForm<NoticeFields>;
}) {
  const values = form?.values ?? {
    minimumNoticeHours: String(settings.minimumNoticeHours),
    horizonDays: String(settings.horizonDays),
  };
  const fields = { ids: noticeIds, values, errors: form?.errors ?? {} };
  return (
    <AdminSection headingId="notice-heading" title="Notice and how far ahead" className="card">
      <form method="post" action="/admin/availability/notice" className="mt-4">
        <CsrfField session={session} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            form={fields}
            name="minimumNoticeHours"
            label="Minimum notice (hours)"
            hint={`How long before a slot it can still be booked: ${noticeBounds.minHours} to ${noticeBounds.maxHours} hours.`}
            type="number"
            required
            min={noticeBounds.minHours}
            max={noticeBounds.maxHours}
          />
          <Field
            form={fields}
            name="horizonDays"
            label="Booking horizon (days)"
            hint={`How many days ahead visitors may book: ${horizonBounds.minDays} to ${horizonBounds.maxDays}.`}
            type="number"
            required
            min={horizonBounds.minDays}
            max={horizonBounds.maxDays}
          />
        </div>
        <button type="submit" className="btn-primary mt-4">
          Save notice and horizon
        </button>
      </form>
    </AdminSection>
  );
}

function rangeText(block: BlockedRange): string {
  return block.startsOn === block.endsOn ? ukDay(block.startsOn) : `${ukDay(block.startsOn)} to ${ukDay(block.endsOn)}`;
}

function BlockedDates({
  session,
  blocks,
  form,
}: {
  session: AdminSession;
  blocks: (BlockedRange & { id: string })[];
  form?: PostedForm<BlockFields>;
}) {
  const fields = {
    ids: blockIds,
    values: form?.values ?? { startsOn: '', endsOn: '', reason: '' },
    errors: form?.errors ?? {},
  };
  return (
    <AdminSection headingId="blocked-heading" title="Blocked dates" className="card">
      <p className="mt-1 text-muted">
        Days you are away or busy: no slot is offered on them. Bookings already made stay as they are.
      </p>
      <form method="post" action="/admin/availability/blocks" className="mt-4">
        <CsrfField session={session} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field form={fields} name="startsOn" label="From" type="date" required />
          <Field form={fields} name="endsOn" label="To (inclusive)" hint="Leave empty for a single day." type="date" />
          <div className="sm:col-span-2">
            <Field
              form={fields}
              name="reason"
              label="Reason"
              hint="Only the back office and your calendar feed show it."
              type="text"
              required
              maxLength={MAX_BLOCK_REASON}
            />
          </div>
        </div>
        <button type="submit" className="btn-primary mt-4">
          Block these dates
        </button>
      </form>
      <h3 className="mt-6 font-semibold">Upcoming blocks</h3>
      {blocks.length === 0 ? (
        <p className="mt-1 text-muted">None: every day follows the weekly pattern.</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {blocks.map((block) => (
            <li
              key={block.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-stone-50 px-3 py-2"
              data-block={block.id}
            >
              <span className="min-w-0 flex-1 break-anywhere">
                <span className="font-semibold">{rangeText(block)}</span>: {block.reason}
              </span>
              <form method="post" action={`/admin/availability/blocks/${block.id}/remove`}>
                <CsrfField session={session} />
                <button type="submit" className="btn-outline px-3 py-2 text-sm">
                  Remove<span className="sr-only"> the block of {rangeText(block)}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

function BankHolidays({
  session,
  holidays,
  end,
}: {
  session: AdminSession;
  holidays: BankHolidayView[];
  end: { date: string; soon: boolean };
}) {
  return (
    <AdminSection headingId="bank-holidays-heading" title="Bank holidays (England and Wales)" className="card mt-6">
      <p className="mt-1 text-muted">No slot is offered on a bank holiday unless you open it.</p>
      {end.soon ? (
        <p
          className="mt-3 rounded-lg border-2 border-accent-700 bg-accent-100 px-4 py-3 text-ink"
          data-bank-holidays-end={end.date}
        >
          The bank holiday list ends on {ukDay(end.date)}. Ask whoever looks after the website to add the next year’s
          bank holidays: until they do, later bank holidays are offered to visitors like any working day.
        </p>
      ) : null}
      {holidays.length === 0 ? (
        <p className="mt-3 text-muted">No bank holidays are listed for the next two years.</p>
      ) : (
        <ul className="mt-3 grid gap-2 lg:grid-cols-2">
          {holidays.map((holiday) => (
            <li
              key={holiday.date}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-stone-50 px-3 py-2"
              data-bank-holiday={holiday.date}
            >
              <span className="min-w-0 flex-1">
                <span className="font-semibold">{ukDay(holiday.date)}</span>: {holiday.name}
                <span className="block text-sm text-muted">
                  {holiday.open ? 'Open: visitors can book its slots' : 'Blocked: no slots offered'}
                </span>
              </span>
              <form method="post" action="/admin/availability/bank-holidays">
                <CsrfField session={session} />
                <input type="hidden" name="date" value={holiday.date} />
                <input type="hidden" name="open" value={holiday.open ? 'no' : 'yes'} />
                <button type="submit" className="btn-outline px-3 py-2 text-sm">
                  {holiday.open ? 'Block again' : 'Open this day'}
                  <span className="sr-only">: {ukDay(holiday.date)}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

/** /admin/availability: which slots visitors may book, every part its own form. */
export function AvailabilityPage(props: AvailabilityPageProps) {
  const { session, settings, notice } = props;
  const problems = [...problemsOf(props.noticeForm, noticeIds), ...problemsOf(props.blockForm, blockIds)];
  return (
    <AdminDocument title="Availability" session={session} place={{ section: 'availability' }}>
      <h1 className="section-title">Availability</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Which consultation slots visitors can book: the weekly pattern, less blocked dates and bank holidays, less slots
        too soon or too far ahead, less slots already booked. The{' '}
        <a className="text-brand-800 underline" href="/admin/calendar">
          calendar
        </a>{' '}
        shows the result week by week.
      </p>
      <StatusNotice notice={notice} messages={availabilityNotices} />
      <ProblemSummary problems={problems} />
      <WeeklyPattern session={session} pattern={settings.weeklyPattern} />
      {/* Two short forms side by side on a wide screen rather than each a narrow strip down a wide card. */}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <NoticeAndHorizon session={session} settings={settings} form={props.noticeForm} />
        <BlockedDates session={session} blocks={props.blocks} form={props.blockForm} />
      </div>
      <BankHolidays session={session} holidays={props.bankHolidays} end={props.bankHolidaysEnd} />
    </AdminDocument>
  );
}
