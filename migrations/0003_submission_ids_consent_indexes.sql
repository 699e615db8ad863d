ALTER TABLE `consultation_bookings` ADD `submission_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `consultation_bookings_submission_id_unique` ON `consultation_bookings` (`submission_id`);--> statement-breakpoint
CREATE INDEX `consultation_bookings_created` ON `consultation_bookings` (`created_at`);--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `submission_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `contact_submissions_submission_id_unique` ON `contact_submissions` (`submission_id`);--> statement-breakpoint
CREATE INDEX `contact_submissions_created` ON `contact_submissions` (`created_at`);--> statement-breakpoint
ALTER TABLE `recruitment_applications` ADD `submission_id` text;--> statement-breakpoint
ALTER TABLE `recruitment_applications` ADD `consent_given_at` integer;--> statement-breakpoint
ALTER TABLE `recruitment_applications` ADD `consent_policy_version` text;--> statement-breakpoint
ALTER TABLE `recruitment_applications` ADD `consent_wording` text;--> statement-breakpoint
CREATE UNIQUE INDEX `recruitment_applications_submission_id_unique` ON `recruitment_applications` (`submission_id`);--> statement-breakpoint
CREATE INDEX `recruitment_applications_created` ON `recruitment_applications` (`created_at`);--> statement-breakpoint
ALTER TABLE `resource_downloads` ADD `submission_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `resource_downloads_submission_id_unique` ON `resource_downloads` (`submission_id`);--> statement-breakpoint
CREATE INDEX `resource_downloads_downloaded` ON `resource_downloads` (`downloaded_at`);--> statement-breakpoint
ALTER TABLE `shop_notifications` ADD `submission_id` text;--> statement-breakpoint
ALTER TABLE `shop_notifications` ADD `consent_given_at` integer;--> statement-breakpoint
ALTER TABLE `shop_notifications` ADD `consent_policy_version` text;--> statement-breakpoint
ALTER TABLE `shop_notifications` ADD `consent_wording` text;--> statement-breakpoint
CREATE UNIQUE INDEX `shop_notifications_submission_id_unique` ON `shop_notifications` (`submission_id`);--> statement-breakpoint
CREATE INDEX `shop_notifications_created` ON `shop_notifications` (`created_at`);