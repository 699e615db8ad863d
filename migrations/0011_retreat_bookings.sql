CREATE TABLE `early_bird_list` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`submission_id` text,
	`status` text DEFAULT 'unconfirmed' NOT NULL,
	`confirmed_at` integer,
	`consent_given_at` integer,
	`consent_policy_version` text,
	`consent_wording` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `early_bird_list_email_unique` ON `early_bird_list` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `early_bird_list_submission_id_unique` ON `early_bird_list` (`submission_id`);--> statement-breakpoint
CREATE INDEX `early_bird_list_created` ON `early_bird_list` (`created_at`);--> statement-breakpoint
CREATE TABLE `retreat_booking_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `retreat_booking_links_booking` ON `retreat_booking_links` (`booking_id`);--> statement-breakpoint
CREATE TABLE `retreat_bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`event_slug` text NOT NULL,
	`places` integer NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`attendees` text NOT NULL,
	`needs` text DEFAULT '' NOT NULL,
	`submission_id` text,
	`status` text DEFAULT 'held' NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	`early_bird_places` integer DEFAULT 0 NOT NULL,
	`hold_expires_at` integer,
	`offer_id` text,
	`checkout_session_id` text,
	`checkout_url` text,
	`payment_intent_id` text,
	`paid_at` integer,
	`amount_refunded` integer DEFAULT 0 NOT NULL,
	`cancelled_at` integer,
	`cancelled_by` text,
	`checked_in` text DEFAULT '[]' NOT NULL,
	`calendar_sequence` integer DEFAULT 0 NOT NULL,
	`updated_at` integer,
	`consent_given_at` integer,
	`consent_policy_version` text,
	`consent_wording` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `retreat_bookings_submission_id_unique` ON `retreat_bookings` (`submission_id`);--> statement-breakpoint
CREATE INDEX `retreat_bookings_event` ON `retreat_bookings` (`event_slug`,`status`);--> statement-breakpoint
CREATE INDEX `retreat_bookings_created` ON `retreat_bookings` (`created_at`);--> statement-breakpoint
CREATE INDEX `retreat_bookings_checkout` ON `retreat_bookings` (`checkout_session_id`);--> statement-breakpoint
CREATE INDEX `retreat_bookings_email` ON `retreat_bookings` (lower("email"));--> statement-breakpoint
CREATE TABLE `retreat_event_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`event_slug` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`sent_by` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `retreat_event_messages_event` ON `retreat_event_messages` (`event_slug`);--> statement-breakpoint
CREATE TABLE `retreat_event_states` (
	`event_slug` text PRIMARY KEY NOT NULL,
	`cancelled_at` integer,
	`announced_at` integer,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `retreat_waiting_list` (
	`id` text PRIMARY KEY NOT NULL,
	`event_slug` text NOT NULL,
	`email` text NOT NULL,
	`places` integer NOT NULL,
	`submission_id` text,
	`status` text DEFAULT 'waiting' NOT NULL,
	`offered_at` integer,
	`offer_expires_at` integer,
	`consent_given_at` integer,
	`consent_policy_version` text,
	`consent_wording` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `retreat_waiting_list_submission_id_unique` ON `retreat_waiting_list` (`submission_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `retreat_waiting_list_person` ON `retreat_waiting_list` (`event_slug`,`email`);--> statement-breakpoint
CREATE INDEX `retreat_waiting_list_queue` ON `retreat_waiting_list` (`event_slug`,`status`,`created_at`);