CREATE TABLE `funnel_step_days` (
	`day` text NOT NULL,
	`step` text NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `funnel_step_days_counted` ON `funnel_step_days` (`day`,`step`);--> statement-breakpoint
CREATE TABLE `page_view_days` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`referrer_host` text NOT NULL,
	`utm_source` text NOT NULL,
	`utm_medium` text NOT NULL,
	`utm_campaign` text NOT NULL,
	`device` text NOT NULL,
	`country` text NOT NULL,
	`views` integer NOT NULL,
	`visits` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `page_view_days_counted` ON `page_view_days` (`day`,`path`,`referrer_host`,`utm_source`,`utm_medium`,`utm_campaign`,`device`,`country`);--> statement-breakpoint
ALTER TABLE `academy_checkouts` ADD `source_referrer_host` text;--> statement-breakpoint
ALTER TABLE `academy_checkouts` ADD `source_utm_source` text;--> statement-breakpoint
ALTER TABLE `academy_checkouts` ADD `source_utm_medium` text;--> statement-breakpoint
ALTER TABLE `academy_checkouts` ADD `source_utm_campaign` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `source_referrer_host` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `source_utm_source` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `source_utm_medium` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `source_utm_campaign` text;--> statement-breakpoint
ALTER TABLE `early_bird_list` ADD `source_referrer_host` text;--> statement-breakpoint
ALTER TABLE `early_bird_list` ADD `source_utm_source` text;--> statement-breakpoint
ALTER TABLE `early_bird_list` ADD `source_utm_medium` text;--> statement-breakpoint
ALTER TABLE `early_bird_list` ADD `source_utm_campaign` text;--> statement-breakpoint
ALTER TABLE `retreat_bookings` ADD `source_referrer_host` text;--> statement-breakpoint
ALTER TABLE `retreat_bookings` ADD `source_utm_source` text;--> statement-breakpoint
ALTER TABLE `retreat_bookings` ADD `source_utm_medium` text;--> statement-breakpoint
ALTER TABLE `retreat_bookings` ADD `source_utm_campaign` text;--> statement-breakpoint
ALTER TABLE `retreat_waiting_list` ADD `source_referrer_host` text;--> statement-breakpoint
ALTER TABLE `retreat_waiting_list` ADD `source_utm_source` text;--> statement-breakpoint
ALTER TABLE `retreat_waiting_list` ADD `source_utm_medium` text;--> statement-breakpoint
ALTER TABLE `retreat_waiting_list` ADD `source_utm_campaign` text;--> statement-breakpoint
ALTER TABLE `consultation_bookings` ADD `source_referrer_host` text;--> statement-breakpoint
ALTER TABLE `consultation_bookings` ADD `source_utm_source` text;--> statement-breakpoint
ALTER TABLE `consultation_bookings` ADD `source_utm_medium` text;--> statement-breakpoint
ALTER TABLE `consultation_bookings` ADD `source_utm_campaign` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `source_referrer_host` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `source_utm_source` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `source_utm_medium` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `source_utm_campaign` text;--> statement-breakpoint
ALTER TABLE `recruitment_applications` ADD `source_referrer_host` text;--> statement-breakpoint
ALTER TABLE `recruitment_applications` ADD `source_utm_source` text;--> statement-breakpoint
ALTER TABLE `recruitment_applications` ADD `source_utm_medium` text;--> statement-breakpoint
ALTER TABLE `recruitment_applications` ADD `source_utm_campaign` text;--> statement-breakpoint
ALTER TABLE `resource_downloads` ADD `source_referrer_host` text;--> statement-breakpoint
ALTER TABLE `resource_downloads` ADD `source_utm_source` text;--> statement-breakpoint
ALTER TABLE `resource_downloads` ADD `source_utm_medium` text;--> statement-breakpoint
ALTER TABLE `resource_downloads` ADD `source_utm_campaign` text;--> statement-breakpoint
ALTER TABLE `shop_notifications` ADD `source_referrer_host` text;--> statement-breakpoint
ALTER TABLE `shop_notifications` ADD `source_utm_source` text;--> statement-breakpoint
ALTER TABLE `shop_notifications` ADD `source_utm_medium` text;--> statement-breakpoint
ALTER TABLE `shop_notifications` ADD `source_utm_campaign` text;