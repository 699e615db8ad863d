/** How stored values read to the owner, shared by every kind's fields. */
import { ukDay } from '../lib/london-time';
import { isCalendarDate } from '../lib/uk-date';
import { businessTypes } from '../content/business-types';
import type { BookedPackages } from '../content/booked-packages';
import { formatPounds } from '../lib/pounds';

/** A JSON list column as strings; anything else reads as empty rather than failing a page or an email. */
export function storedList(value: unknown): string[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      list = [];
    }
  }
  return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [];
}

/**
 * "Business Plan (£1,995)": a package a booking names, as it was when booked (`bookedAt`), archived since or not;
 * an id no package has ever had is shown as stored.
 */
function serviceWithPrice(id: string, packages: BookedPackages, bookedAt: Date): string {
  const booked = packages.asBooked(id, bookedAt);
  return booked ? `${booked.name} (${formatPounds(booked.price)})` : `${id} (no longer offered)`;
}

/** Each package a booking names, as it was when booked: "Business Plan (£1,995)". */
export function bookedServices(services: unknown, packages: BookedPackages, bookedAt: Date): string[] {
  return storedList(services).map((id) => serviceWithPrice(id, packages, bookedAt));
}

export function businessTypeLabel(value: string | null): string {
  if (!value) return '';
  return businessTypes.find((type) => type.value === value)?.label ?? value;
}

/** YYYY-MM-DD as "Monday 15 June 2026": the calendar day the visitor chose, whatever the server's zone. */
export function preferredDay(value: string | null): string {
  if (!value) return '';
  return isCalendarDate(value) ? ukDay(value) : value;
}

/** "10:00 (UK time)": slots are London wall-clock times. */
export function preferredTimeSlot(value: string | null): string {
  return value ? `${value} (UK time)` : '';
}

const MAX_SUMMARY = 120;

/** One line of at most 120 characters. */
export function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_SUMMARY ? `${line.slice(0, MAX_SUMMARY - 1)}…` : line;
}

/** "1 service", "3 services". */
export function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
