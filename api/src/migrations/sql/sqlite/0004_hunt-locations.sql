CREATE TABLE `hunt_finds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`completion_id` integer NOT NULL,
	`hunt_key` text NOT NULL,
	`item_id` integer NOT NULL,
	`method` text NOT NULL,
	`found_at` text NOT NULL,
	`distance_m` real,
	`accuracy_m` real,
	FOREIGN KEY (`completion_id`) REFERENCES `hunt_completions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `hunt_finds_hunt` ON `hunt_finds` (`hunt_key`,`method`);--> statement-breakpoint
CREATE INDEX `hunt_finds_completion` ON `hunt_finds` (`completion_id`);--> statement-breakpoint
ALTER TABLE `hunt_items` ADD `lat` real;--> statement-breakpoint
ALTER TABLE `hunt_items` ADD `lng` real;--> statement-breakpoint
ALTER TABLE `hunt_items` ADD `radius_m` integer DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE `hunt_items` ADD `check_word` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `hunt_items` ADD `check_word_hash` text DEFAULT '' NOT NULL;