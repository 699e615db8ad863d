/**
 * The calendar feed's secret: the only key to /admin/calendar/{secret}.ics,
 * which calendar apps fetch without signing in. 256 random bits, base64url;
 * only its SHA-256 is kept, so the address is shown once, when it is made,
 * and making a new one (rotating) retires the old address.
 */
import { timingSafeEqual } from 'hono/utils/buffer';
import type { Database } from '../../db/client';
import { availabilitySettings } from '../../db/schema/submissions';
import { readAvailabilitySettings } from '../../submissions/consultation-booking/availability-store';
import { sha256Hex } from '../../lib/sha256';
import { settingsUpsert } from '../availability/changes';
import { auditStatement } from '../db/audit';
import { atomicBatch } from '../../db/atomic-batch';
import { randomToken } from '../../auth/tokens';

/** What randomToken() makes: 32 bytes as base64url without padding. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The feed's path for a secret. */
export function feedPath(secret: string): string {
  return `/admin/calendar/${secret}.ics`;
}

/** True when a feed address has been made (and not shown since: only its hash is kept). */
export async function hasFeed(db: Database): Promise<boolean> {
  const [row] = await db.select({ hash: availabilitySettings.calendarFeedHash }).from(availabilitySettings).limit(1);
  return Boolean(row?.hash);
}

/** Makes a new secret, replacing any earlier one (whose address then answers 404), audited; returns the secret to show once. */
export async function issueFeedSecret(db: Database, actorUserId: string, now = new Date()): Promise<string> {
  const [current, replacing] = await Promise.all([readAvailabilitySettings(db), hasFeed(db)]);
  const secret = randomToken();
  await atomicBatch(db, [
    settingsUpsert(db, current, { calendarFeedHash: await sha256Hex(secret) }, now),
    auditStatement(
      {
        actorUserId,
        action: 'availability.feed',
        detail: replacing ? 'Calendar feed address rotated' : 'Calendar feed address created',
      },
      { now: now.getTime() },
    ),
  ]);
  return secret;
}

/** True when this is the current secret. */
export async function feedSecretMatches(db: Database, secret: string): Promise<boolean> {
  if (!SECRET_SHAPE.test(secret)) return false;
  const [row] = await db.select({ hash: availabilitySettings.calendarFeedHash }).from(availabilitySettings).limit(1);
  if (!row?.hash) return false;
  return timingSafeEqual(await sha256Hex(secret), row.hash);
}
