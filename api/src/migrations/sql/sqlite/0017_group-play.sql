-- Group play: a leader's groups and their teams, each team with its latest result; deleted with their hunt or leader.
CREATE TABLE `groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`hunt_id` integer NOT NULL,
	`leader_id` integer NOT NULL,
	`key` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`leaderboard` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`ended_at` text,
	FOREIGN KEY (`hunt_id`) REFERENCES `hunts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`leader_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `groups_code_unique` ON `groups` (`code`);--> statement-breakpoint
CREATE INDEX `groups_hunt` ON `groups` (`hunt_id`);--> statement-breakpoint
CREATE INDEX `groups_leader` ON `groups` (`leader_id`);--> statement-breakpoint
CREATE INDEX `groups_created` ON `groups` (`created_at`);--> statement-breakpoint
CREATE TABLE `group_teams` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`name` text NOT NULL,
	`explorers` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`result` text,
	`found` integer DEFAULT 0 NOT NULL,
	`quiz_done` integer DEFAULT false NOT NULL,
	`score` integer DEFAULT 0 NOT NULL,
	`badge_earned` integer DEFAULT false NOT NULL,
	`reported_at` text,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `group_teams_token_hash_unique` ON `group_teams` (`token_hash`);--> statement-breakpoint
CREATE INDEX `group_teams_group` ON `group_teams` (`group_id`,`id`);
