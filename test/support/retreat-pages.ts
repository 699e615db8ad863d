/**
 * Retreat events as the owner publishes them (through the content store's own save, as /admin/content does), places
 * taken by bookings and offers written straight into their tables, and an event the owner cancelled: what the retreat
 * pages' tests read back as a visitor sees it.
 */
import { env } from 'cloudflare:workers';
import type { z } from 'zod';
import { retreatEventDocument } from '../../src/content/kinds/retreat';
import { escapeRegExp } from './page-html';
import { publishRetreatEvent } from './retreat-events';

export type EventFields = Partial<z.input<typeof retreatEventDocument>> & { title: string };

let made = 0;

/** Publishes an event (one-day format unless said; only the fields given, as the owner's form stores them) or saves it as a draft; returns the slug. */
export function publishEvent(fields: EventFields, status: 'published' | 'draft' = 'published'): Promise<string> {
  made += 1;
  const slug = `${fields.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}${made}`;
  return publishRetreatEvent(retreatEventDocument.parse({ ...defaults, ...fields }), slug, status);
}

const defaults = {
  format: 'one-day-intensive',
  length: 'One day',
  summary: 'A practical day on pricing, cash flow and rotas, worked through with your own figures.',
};

/** A booking holding `places` on the event: paid, reserved, or held until `holdMinutes` from now. */
export async function takePlaces(
  eventSlug: string,
  places: number,
  status: 'paid' | 'reserved' | 'held' | 'cancelled' = 'paid',
  holdMinutes = 30,
): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO retreat_bookings (id, event_slug, places, first_name, last_name, email, attendees, status, hold_expires_at)
     VALUES (?, ?, ?, 'Gwen', 'Price', 'gwen@example.co.uk', ?, ?, ?)`,
  )
    .bind(
      id,
      eventSlug,
      places,
      JSON.stringify(Array.from({ length: places }, (_, index) => `Attendee ${index + 1}`)),
      status,
      Date.now() + holdMinutes * 60_000,
    )
    .run();
  return id;
}

/** The owner cancelled the event. */
export async function cancelEvent(eventSlug: string): Promise<void> {
  await env.DB.prepare('INSERT INTO retreat_event_states (event_slug, cancelled_at, updated_at) VALUES (?, ?, ?)')
    .bind(eventSlug, Date.now(), Date.now())
    .run();
}

/** A waiting-list entry for the event, offered `places` until `hoursLeft` from now (negative: lapsed); returns its id. */
export async function offeredEntry(eventSlug: string, places: number, hoursLeft: number): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO retreat_waiting_list (id, event_slug, email, places, status, offered_at, offer_expires_at)
     VALUES (?, ?, ?, ?, 'offered', ?, ?)`,
  )
    .bind(id, eventSlug, `waiting-${id}@example.co.uk`, places, Date.now(), Date.now() + hoursLeft * 3_600_000)
    .run();
  return id;
}

/** A pattern for an element with these attributes, in whatever order React writes them ('' for a boolean one). */
export const element = (tag: string, attributes: Record<string, string>) =>
  new RegExp(
    `<${tag}\\b${Object.entries(attributes)
      .map(([name, value]) => `(?=[^>]*\\s${name}="${escapeRegExp(value)}")`)
      .join('')}[^>]*>`,
  );
