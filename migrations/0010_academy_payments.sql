CREATE TABLE `academy_checkouts` (
	`id` text PRIMARY KEY NOT NULL,
	`learner_id` integer,
	`email` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`tier` text NOT NULL,
	`billing` text NOT NULL,
	`seats` integer NOT NULL,
	`unit_amount` integer NOT NULL,
	`session_id` text,
	`immediate_access_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`completed_at` integer,
	`consent_given_at` integer,
	`consent_policy_version` text,
	`consent_wording` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `academy_checkouts_session_id_unique` ON `academy_checkouts` (`session_id`);--> statement-breakpoint
CREATE INDEX `academy_checkouts_created` ON `academy_checkouts` (`created_at`);--> statement-breakpoint
CREATE TABLE `academy_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`learner_id` integer NOT NULL,
	`customer_id` text NOT NULL,
	`tier` text NOT NULL,
	`billing` text NOT NULL,
	`seats` integer DEFAULT 1 NOT NULL,
	`status` text NOT NULL,
	`paid_through` integer,
	`grace_until` integer,
	`failed_at` integer,
	`last_paid_at` integer,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`ended_at` integer,
	`state_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `academy_subscriptions_learner` ON `academy_subscriptions` (`learner_id`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at` integer NOT NULL,
	`received_at` integer NOT NULL,
	`claim` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `payment_events_received` ON `payment_events` (`received_at`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`learner_id` integer,
	`customer_id` text,
	`subscription_id` text,
	`payment_intent_id` text,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`amount_refunded` integer DEFAULT 0 NOT NULL,
	`description` text NOT NULL,
	`pay_url` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `payments_created` ON `payments` (`created_at`);--> statement-breakpoint
CREATE INDEX `payments_learner` ON `payments` (`learner_id`);--> statement-breakpoint
CREATE INDEX `payments_payment_intent` ON `payments` (`payment_intent_id`);--> statement-breakpoint
ALTER TABLE `training_users` ADD `access_source` text;--> statement-breakpoint
ALTER TABLE `training_users` ADD `team_seats` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `training_users` ADD `stripe_customer_id` text;