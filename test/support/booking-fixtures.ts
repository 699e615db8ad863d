/**
 * Consultation bookings for the bookings tests (test/api/bookings-*.test.ts):
 * the stored rows as D1 has them, and the services and details the wizard's
 * plain posts send.
 */
import { env } from 'cloudflare:workers';

export interface BookingRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  business_type: string | null;
  services: string;
  estimated_cost: string | null;
  project_details: string | null;
  preferred_date: string | null;
  preferred_time: string | null;
  status: string;
  created_at: number;
}

export async function rows(): Promise<BookingRow[]> {
  return (await env.DB.prepare('SELECT * FROM consultation_bookings ORDER BY created_at').all<BookingRow>()).results;
}

export const chosenServices: [string, string][] = [
  ['services', 'business-planning'],
  ['services', 'compliance'],
  ['services', 'bespoke-consultation'],
];
export const details: [string, string][] = [
  ['firstName', 'Aisha'],
  ['lastName', 'Khan'],
  ['email', 'aisha@example.co.uk'],
  ['phone', '0161 496 0456'],
  ['businessType', 'startup'],
  ['projectDetails', 'Planning a 25-dog daycare & "barn" <conversion> in Stockport.'],
];
