CREATE TABLE `email_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`recipient_hash` text NOT NULL,
	`sent_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_deliveries_recipient_sent` ON `email_deliveries` (`recipient_hash`,`sent_at`);--> statement-breakpoint
CREATE TABLE `learner_registrations` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`company_name` text,
	`token_hash` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`consent_given_at` integer,
	`consent_policy_version` text,
	`consent_wording` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `learner_registrations_email_unique` ON `learner_registrations` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `learner_registrations_token_hash_unique` ON `learner_registrations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `learner_registrations_expires` ON `learner_registrations` (`expires_at`);--> statement-breakpoint
ALTER TABLE `consultation_bookings` ADD `client_hash` text;--> statement-breakpoint
CREATE INDEX `consultation_bookings_client_slot` ON `consultation_bookings` (`client_hash`,`slot_starts_at`);--> statement-breakpoint
CREATE INDEX `consultation_bookings_email_slot` ON `consultation_bookings` (lower("email"),`slot_starts_at`);--> statement-breakpoint
ALTER TABLE `notification_outbox` ADD `held_reason` text;--> statement-breakpoint
ALTER TABLE `notification_outbox` ADD `released_at` integer;