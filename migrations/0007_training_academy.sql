CREATE TABLE `learner_sign_in_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`learner_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`session_id` text
);
--> statement-breakpoint
CREATE INDEX `learner_sign_in_links_learner` ON `learner_sign_in_links` (`learner_id`);--> statement-breakpoint
CREATE INDEX `learner_sign_in_links_expires` ON `learner_sign_in_links` (`expires_at`);--> statement-breakpoint
CREATE TABLE `training_team_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`employer_id` integer NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`accepted_learner_id` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `training_team_invitations_token_hash_unique` ON `training_team_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `training_team_invitations_employer` ON `training_team_invitations` (`employer_id`);--> statement-breakpoint
CREATE INDEX `training_team_invitations_expires` ON `training_team_invitations` (`expires_at`);--> statement-breakpoint
ALTER TABLE `training_certificates` ADD `revoked_at` integer;--> statement-breakpoint
ALTER TABLE `training_certificates` ADD `withdrawn_at` integer;--> statement-breakpoint
CREATE INDEX `training_certificates_user` ON `training_certificates` (`user_id`);--> statement-breakpoint
CREATE INDEX `training_certificates_expiry` ON `training_certificates` (`expiry_date`);--> statement-breakpoint
ALTER TABLE `training_progress` ADD `completed_sections` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `training_progress` ADD `current_section` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `training_progress_learner_module` ON `training_progress` (`user_id`,`module_id`);--> statement-breakpoint
ALTER TABLE `training_users` ADD `employer_id` integer;--> statement-breakpoint
ALTER TABLE `training_users` ADD `consent_given_at` integer;--> statement-breakpoint
ALTER TABLE `training_users` ADD `consent_policy_version` text;--> statement-breakpoint
ALTER TABLE `training_users` ADD `consent_wording` text;--> statement-breakpoint
CREATE INDEX `training_users_employer` ON `training_users` (`employer_id`);--> statement-breakpoint
CREATE INDEX `training_quiz_attempts_learner_section` ON `training_quiz_attempts` (`user_id`,`module_id`,`section_index`,`created_at`);