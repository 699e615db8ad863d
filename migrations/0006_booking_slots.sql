CREATE TABLE `availability_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`weekly_pattern` text NOT NULL,
	`minimum_notice_hours` integer NOT NULL,
	`horizon_days` integer NOT NULL,
	`open_bank_holidays` text DEFAULT '[]' NOT NULL,
	`calendar_feed_hash` text,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `blocked_dates` (
	`id` text PRIMARY KEY NOT NULL,
	`starts_on` text NOT NULL,
	`ends_on` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `blocked_dates_ends` ON `blocked_dates` (`ends_on`);--> statement-breakpoint
CREATE TABLE `booking_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `booking_links_booking` ON `booking_links` (`booking_id`);--> statement-breakpoint
DROP INDEX `notification_outbox_item`;--> statement-breakpoint
ALTER TABLE `notification_outbox` ADD `message` text DEFAULT 'lead' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `notification_outbox_item_message` ON `notification_outbox` (`item_kind`,`item_id`,`message`);--> statement-breakpoint
ALTER TABLE `consultation_bookings` ADD `slot_starts_at` integer;--> statement-breakpoint
ALTER TABLE `consultation_bookings` ADD `calendar_sequence` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `consultation_bookings` ADD `updated_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `consultation_bookings_slot_held` ON `consultation_bookings` (`slot_starts_at`) WHERE "consultation_bookings"."slot_starts_at" is not null and "consultation_bookings"."status" <> 'cancelled';