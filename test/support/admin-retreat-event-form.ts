/**
 * The owner's retreat event form in /admin/content as the back office tests fill it: the fields of a one-day event,
 * every booking field, a save with a button pressed, and what was stored.
 */
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { Browser } from './admin';
import { londonToday, shiftDays } from './london-dates';
import { textOf } from './page-html';

/** What an owner types for an event of the one-day format (its slug is what the format select posts). */
export function eventFields(owner: Browser, title: string, dates: { startDate: string; endDate: string }, place = '') {
  return {
    csrf: owner.csrf,
    title,
    format: 'one-day-intensive',
    length: 'One day',
    ...dates,
    place,
    summary: 'A day on pricing and cash flow, built around your own figures.',
  };
}

export const TBC = { startDate: '', endDate: '' };

export async function createEvent(owner: Browser, fields: Record<string, string>, intent: 'publish' | 'draft') {
  const response = await owner.post('/admin/content/retreat-events', { ...fields, intent });
  expect(response.status, await response.clone().text()).toBe(303);
}

/** The message a failed save shows under a field. */
export const messageUnder = (html: string, field: string) =>
  textOf(new RegExp(`<p id="field-${field}-error"[^>]*>(.*?)</p>`, 's').exec(html)?.[1] ?? '');

export async function storedItem(kind: string, title: string) {
  return env.DB.prepare(
    'SELECT id, slug, status, version FROM content_items WHERE kind = ? AND json_extract(document, "$.title") = ?',
  )
    .bind(kind, title)
    .first<{ id: string; slug: string; status: string; version: number }>();
}

/** Every booking field filled in: a one-day event 60 days ahead, with an early bird, a booking window and a minimum. */
export function bookableFields(owner: Browser, title: string) {
  const start = shiftDays(londonToday(), 60);
  return {
    ...eventFields(owner, title, { startDate: start, endDate: start }, 'The Mill, Hebden Bridge'),
    startTime: '10:00',
    endTime: '16:30',
    venueAddress: 'The Mill, Bridge Gate, Hebden Bridge HX7 8EX',
    mapLink: 'https://maps.example.com/the-mill',
    capacity: '14',
    price: '249',
    earlyBirdPrice: '199',
    earlyBirdUntil: shiftDays(londonToday(), 20),
    earlyBirdPlaces: '6',
    bookingOpens: shiftDays(londonToday(), 1),
    bookingCloses: shiftDays(start, -3),
    minimumPlaces: '8',
    goNoGoDate: shiftDays(start, -21),
  };
}

export async function storedDocument(title: string): Promise<Record<string, unknown>> {
  const row = await env.DB.prepare(
    'SELECT document FROM content_items WHERE kind = ? AND json_extract(document, "$.title") = ?',
  )
    .bind('retreat-event', title)
    .first<{ document: string }>();
  if (!row) throw new Error(`${title} not stored`);
  return JSON.parse(row.document) as Record<string, unknown>;
}
