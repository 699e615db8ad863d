CREATE TABLE `opened_items` (
	`item_kind` text NOT NULL,
	`item_id` text NOT NULL,
	`first_opened_at` integer NOT NULL,
	PRIMARY KEY(`item_kind`, `item_id`)
);
