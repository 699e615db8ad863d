/**
 * What the owner's figures are made of (src/analytics, /admin/insights): page views and funnel steps counted per
 * London day, never per visitor. No address, cookie or identifier: a row is a day and what was counted that day.
 * Kept 25 months, then deleted by the retention job.
 */
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * Page views of one day, by page and by where the visit came from. An empty string, never null, is "none" (a
 * unique index sees two nulls as different), so every view of the same kind adds to one row.
 */
export const pageViewDays = sqliteTable(
  'page_view_days',
  {
    /** YYYY-MM-DD, in Europe/London. */
    day: text('day').notNull(),
    path: text('path').notNull(),
    /** The host of the page that linked here, from outside the site ('' when none or our own). */
    referrerHost: text('referrer_host').notNull(),
    utmSource: text('utm_source').notNull(),
    utmMedium: text('utm_medium').notNull(),
    utmCampaign: text('utm_campaign').notNull(),
    /** 'phone' or 'desktop'. */
    device: text('device').notNull(),
    /** Cloudflare's two-letter country code ('' when unknown). */
    country: text('country').notNull(),
    views: integer('views').notNull(),
    /** The views that began a visit: no referrer, or one from outside the site. */
    visits: integer('visits').notNull(),
  },
  (table) => [
    uniqueIndex('page_view_days_counted').on(
      table.day,
      table.path,
      table.referrerHost,
      table.utmSource,
      table.utmMedium,
      table.utmCampaign,
      table.device,
      table.country,
    ),
  ],
);

/** How many times each step of the way from a visit to a payment happened on one day (src/analytics/funnel.ts). */
export const funnelStepDays = sqliteTable(
  'funnel_step_days',
  {
    day: text('day').notNull(),
    step: text('step').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [uniqueIndex('funnel_step_days_counted').on(table.day, table.step)],
);
