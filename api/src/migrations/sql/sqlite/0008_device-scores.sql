-- The server scores a completion itself from the hunt it holds; what the phone showed is kept beside it.
-- Completions stored before were stored as the phone showed them.
ALTER TABLE `hunt_completions` ADD `device_score` integer;--> statement-breakpoint
ALTER TABLE `hunt_completions` ADD `device_badge_earned` integer;--> statement-breakpoint
UPDATE `hunt_completions` SET `device_score` = `score`, `device_badge_earned` = `badge_earned`;--> statement-breakpoint
-- A GPS find is checked against the widest radius its item has had, which an item has had since it was made.
ALTER TABLE `hunt_items` ADD `widest_radius_m` integer DEFAULT 40 NOT NULL;--> statement-breakpoint
UPDATE `hunt_items` SET `widest_radius_m` = `radius_m`;
