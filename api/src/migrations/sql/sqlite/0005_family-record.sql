CREATE TABLE `family_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`hunt_id` integer NOT NULL,
	`item_id` integer NOT NULL,
	`taken_at` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`file_name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hunt_id`) REFERENCES `hunts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `family_photos_file_name_unique` ON `family_photos` (`file_name`);--> statement-breakpoint
CREATE INDEX `family_photos_user` ON `family_photos` (`user_id`,`taken_at`);--> statement-breakpoint
ALTER TABLE `hunt_completions` ADD `explorers` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
CREATE INDEX `hunt_completions_user` ON `hunt_completions` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `hunt_items` ADD `photo_prompt` text DEFAULT '' NOT NULL;