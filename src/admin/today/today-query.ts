/**
 * What the owner's front page shows: today's and tomorrow's consultations, the leads not yet opened, what needs the
 * owner (events to decide, failed payments, emails not sent, the clean-up not run), and the last 7 days' figures.
 */
import { and, desc, eq, gte } from 'drizzle-orm';
import { siteContent } from '../../content/site-content';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { addDays } from '../../lib/london-time';
import { todayInLondon } from '../../lib/uk-date';
import { bookingsBetween } from '../../submissions/consultation-booking/calendar-bookings';
import { type EventToDecide, eventsToDecide } from '../events/events-query';
import { type InboxRow, inboxCounts, inboxPage, type KindCount } from '../inbox/inbox-query';
import { type RetentionHealth, retentionHealth } from '../inbox/retention-health';
import { readInsights } from '../insights/read-insights';
import { periodOf } from '../insights/period';
import { failedNotificationCount } from '../outbox/notifications';

export type DayBooking = Awaited<ReturnType<typeof bookingsBetween>>[number];

export interface FailedPayment {
  id: string;
  description: string;
  amount: number;
  createdAt: Date;
}

export interface WeekFigures {
  visits: number;
  views: number;
  leads: number;
  bookings: number;
  /** Subscriptions paid and retreat places booked. */
  purchases: number;
  revenuePence: number;
}

export interface TodayOverview {
  today: string;
  tomorrow: string;
  bookingsToday: DayBooking[];
  bookingsTomorrow: DayBooking[];
  newLeads: InboxRow[];
  counts: Record<string, KindCount>;
  eventsToDecide: EventToDecide[];
  failedPayments: FailedPayment[];
  failedNotifications: number;
  retention: RetentionHealth;
  lastWeek: WeekFigures;
}

/** A failed payment stays on the front page this long, unless a retry pays it first. */
const FAILED_PAYMENT_DAYS = 30;
const NEWEST_LEADS = 5;

export async function todayOverview(db: Database, now = new Date()): Promise<TodayOverview> {
  const today = todayInLondon(now);
  const tomorrow = addDays(today, 1);
  const [bookings, inbox, counts, toDecide, failed, failedNotifications, retention, insights] = await Promise.all([
    bookingsBetween(db, today, addDays(today, 2)),
    inboxPage(db, { kind: null, status: null, search: '', page: 1 }),
    inboxCounts(db),
    siteContent(db.$client).then((content) => eventsToDecide(db, content, now)),
    db
      .select({
        id: payments.id,
        description: payments.description,
        amount: payments.amount,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'failed'),
          gte(payments.createdAt, new Date(now.getTime() - FAILED_PAYMENT_DAYS * 864e5)),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(5),
    failedNotificationCount(db),
    retentionHealth(db, now),
    readInsights(db.$client, periodOf('7', now)),
  ]);
  const onDay = (day: string) =>
    bookings.filter((booking) =>
      booking.slotStartsAt ? todayInLondon(booking.slotStartsAt) === day : booking.preferredDate === day,
    );
  const funnel = new Map(insights.traffic.funnel.map((step) => [step.step, step.count]));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    today,
    tomorrow,
    bookingsToday: onDay(today),
    bookingsTomorrow: onDay(tomorrow),
    newLeads: inbox.rows.filter((row) => row.unread).slice(0, NEWEST_LEADS),
    counts,
    eventsToDecide: toDecide,
    failedPayments: failed,
    failedNotifications,
    retention,
    lastWeek: {
      visits: funnel.get('visits') ?? 0,
      views: sum(insights.traffic.days.map((day) => day.views)),
      leads: sum(insights.leads.map((row) => row.leads)),
      bookings: funnel.get('booking_made') ?? 0,
      purchases: (funnel.get('subscription_paid') ?? 0) + (funnel.get('retreat_place_booked') ?? 0),
      revenuePence: sum(insights.leads.map((row) => row.revenuePence)),
    },
  };
}
