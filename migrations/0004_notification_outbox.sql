CREATE TABLE `notification_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`item_kind` text NOT NULL,
	`item_id` text NOT NULL,
	`channel` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`claim_id` text,
	`claimed_at` integer,
	`sent_at` integer,
	`last_error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notification_outbox_item` ON `notification_outbox` (`item_kind`,`item_id`);--> statement-breakpoint
CREATE INDEX `notification_outbox_status_due` ON `notification_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `notification_outbox_created` ON `notification_outbox` (`created_at`);