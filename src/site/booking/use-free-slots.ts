/**
 * The island's side of step 3's free times: asks GET /api/availability for
 * the chosen date and keeps the answer for the latest date asked about. A
 * date outside the window needs no question (nothing there can be booked).
 * When the question fails, every slot stays open and the server judges the
 * booking when it is sent.
 */
import { useRef, useState } from 'react';
import { getJson } from '../../lib/http';
import { isCalendarDate } from '../../lib/uk-date';
import { consultationSlots as timeSlots } from '../../content/consultation-slots';
import { availabilityPath, type BookingWindow, type DaySlots } from '../../submissions/consultation-booking/free-slots';

/** idle: nothing being asked; checking: asking; failed: could not ask; no-date: Show free times was pressed without a date. */
export type FreeSlotsCheck = 'idle' | 'checking' | 'failed' | 'no-date';

function isDaySlots(value: unknown, date: string): value is DaySlots {
  const day = value as DaySlots | undefined;
  return (
    day?.date === date &&
    Array.isArray(day.slots) &&
    day.slots.every((slot) => typeof slot.time === 'string' && typeof slot.available === 'boolean')
  );
}

export function useFreeSlots(initial: DaySlots | null, dates: BookingWindow) {
  const [day, setDay] = useState<DaySlots | null>(initial);
  const [check, setCheck] = useState<FreeSlotsCheck>('idle');
  // Only the answer for the date asked about last counts: a slower earlier answer is dropped.
  const latest = useRef<string | undefined>(undefined);

  /**
   * Checks a date's free times. `again`: asked again on purpose (Show free
   * times, or a time just refused), so the browser's few-seconds copy of an
   * earlier answer will not do, and an empty date is worth a word.
   */
  const show = async (date: string, again = false) => {
    latest.current = date;
    if (!isCalendarDate(date)) {
      setDay(null);
      setCheck(again && date === '' ? 'no-date' : 'idle');
      return;
    }
    if (date < dates.earliest || date > dates.latest) {
      setDay({ date, slots: timeSlots.map((time) => ({ time, available: false })) });
      setCheck('idle');
      return;
    }
    setCheck('checking');
    try {
      const answer = await getJson<{ days?: unknown[] }>(availabilityPath(date), again ? 'no-cache' : 'default');
      if (latest.current !== date) return;
      const found = answer.days?.[0];
      if (!isDaySlots(found, date)) throw new TypeError('unexpected availability answer');
      setDay(found);
      setCheck('idle');
    } catch {
      if (latest.current !== date) return;
      setDay(null);
      setCheck('failed');
    }
  };

  /** Back to nothing checked (Book Another Consultation). */
  const reset = () => {
    latest.current = undefined;
    setDay(null);
    setCheck('idle');
  };

  return { day, check, show: (date: string, again?: boolean) => void show(date, again), reset };
}
