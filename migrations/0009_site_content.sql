CREATE TABLE `content_items` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`slug` text NOT NULL,
	`seed_key` text,
	`position` integer DEFAULT 0 NOT NULL,
	`status` text NOT NULL,
	`publish_at` integer,
	`document` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_by` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_items_kind_slug` ON `content_items` (`kind`,`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `content_items_kind_seed_key` ON `content_items` (`kind`,`seed_key`);--> statement-breakpoint
CREATE INDEX `content_items_status` ON `content_items` (`status`,`publish_at`);--> statement-breakpoint
CREATE TABLE `content_previews` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`item_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `content_previews_item` ON `content_previews` (`item_id`);--> statement-breakpoint
CREATE TABLE `content_redirects` (
	`kind` text NOT NULL,
	`old_slug` text NOT NULL,
	`item_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`kind`, `old_slug`)
);
--> statement-breakpoint
CREATE TABLE `content_revisions` (
	`item_id` text NOT NULL,
	`version` integer NOT NULL,
	`slug` text NOT NULL,
	`status` text NOT NULL,
	`publish_at` integer,
	`document` text NOT NULL,
	`saved_by` text,
	`saved_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`item_id`, `version`)
);
--> statement-breakpoint
CREATE TABLE `content_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `media_images` (
	`id` text PRIMARY KEY NOT NULL,
	`sha256` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`bytes` integer NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`variant_widths` text NOT NULL,
	`alt` text NOT NULL,
	`uploaded_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `media_images_sha256_unique` ON `media_images` (`sha256`);--> statement-breakpoint
ALTER TABLE `user_access` ADD `role` text DEFAULT 'owner' NOT NULL;