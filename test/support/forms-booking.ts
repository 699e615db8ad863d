/**
 * A visitor's consultation booking for the booking page and booking abuse tests
 * (src/site/booking/booking-page*.test.ts, booking-abuse.test.ts, booking-fair-share.test.ts):
 * the wizard's JSON post, the page's own form posts, and the rows they leave.
 */
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { deliver, recordingMailer, recordingQueue, submit } from './notify';
import { emptyTables, request } from './request';

export const ORIGIN = 'https://www.pawsperity.co.uk';
export const sameOrigin = { origin: ORIGIN };

export interface Slot {
  preferredDate: string;
  preferredTime: string;
}

export const noSlot: Slot = { preferredDate: '', preferredTime: '' };

/** What Priya Shah enters in the wizard, for this slot. */
export const visitor = (slot: Slot = noSlot) => ({
  firstName: 'Priya',
  lastName: 'Shah',
  email: 'priya.shah@example.co.uk',
  phone: '',
  businessType: 'daycare',
  services: ['business-planning'],
  projectDetails: 'A 20-dog daycare near Leeds.',
  ...slot,
  website: '',
});

/** Priya's booking sent from this address, under a submission id of its own unless given one. */
export const booking = (email: string, slot: Slot, submissionId: string = crypto.randomUUID()) => ({
  ...visitor(slot),
  email,
  submissionId,
});

/** A clean start for every table a booking writes to. */
export async function emptyBookingTables(): Promise<void> {
  await emptyTables(
    'consultation_bookings',
    'booking_links',
    'notification_outbox',
    'audit_events',
    'blocked_dates',
    'email_deliveries',
  );
}

export interface Booked {
  page: string;
  calendar?: string;
  id: string;
  queued: unknown[];
}

/** Books through the API with a recording queue; the page link from the answer, the row id, and what was queued. */
export async function book(slot: Slot): Promise<Booked> {
  const queue = recordingQueue();
  const response = await submit('/api/consultation-bookings', visitor(slot), { NOTIFY_QUEUE: queue.binding });
  expect(response.status).toBe(201);
  const { booking } = (await response.json()) as { booking: { page: string; calendar?: string } };
  const row = await env.DB.prepare('SELECT id FROM consultation_bookings ORDER BY created_at DESC LIMIT 1').first<{
    id: string;
  }>();
  return { ...booking, id: row?.id ?? '', queued: queue.bodies };
}

/** Sends everything on the queue through the Worker's consumer with a recording mailer. */
export async function sendQueued(bodies: unknown[]) {
  const mailer = recordingMailer();
  await deliver(bodies, { NOTIFY_EMAIL: mailer.binding });
  return mailer.sent;
}

/** The booking's status as stored. */
export async function bookingStatus(id: string): Promise<string | undefined> {
  const row = await env.DB.prepare('SELECT status FROM consultation_bookings WHERE id = ?')
    .bind(id)
    .first<{ status: string }>();
  return row?.status;
}

/** The messages waiting in the outbox about this booking, in alphabetical order. */
export async function outboxMessages(id: string): Promise<string[]> {
  const messages = await env.DB.prepare('SELECT message FROM notification_outbox WHERE item_id = ? ORDER BY message')
    .bind(id)
    .all<{ message: string }>();
  return messages.results.map((entry) => entry.message);
}

/** The outbox row of this message about this booking, if there is one. */
export function outboxEntry(id: string, message: string): Promise<{ id: string } | null> {
  return env.DB.prepare('SELECT id FROM notification_outbox WHERE item_id = ? AND message = ?')
    .bind(id, message)
    .first<{ id: string }>();
}

/** Client addresses no other test of a file uses, counting up from `first`. */
export function clientAddresses(first: number): () => string {
  let next = first;
  return () => `203.0.113.${next++}`;
}

/** The booking wizard's JSON post from this client address. */
export function bookFrom(client: string, body: unknown, queue = recordingQueue()): Promise<Response> {
  return request(
    '/api/consultation-bookings',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': client },
      body: JSON.stringify(body),
    },
    { NOTIFY_QUEUE: queue.binding },
  );
}

/** A plain form post on the booking page from this client address; the redirect is returned, not followed. */
export function postOnPage(
  path: string,
  fields: Record<string, string>,
  client: string,
  bindings: Partial<typeof env> = {},
): Promise<Response> {
  return request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': client },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    },
    bindings,
  );
}

/** A form post from a browser without JavaScript, which asks for a page back. */
export function postAskingForPage(path: string, body: string, client: string): Promise<Response> {
  return request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
      origin: ORIGIN,
      'cf-connecting-ip': client,
    },
    body,
  });
}

/** The notice the booking page's redirect carries. */
export const noticeOf = (response: Response) =>
  new URL(response.headers.get('location') ?? '', ORIGIN).searchParams.get('notice') ?? '';
