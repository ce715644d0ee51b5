-- A hunt's park map (one row per hunt, removed with it): the stored picture and the control points fitting it to the ground.
CREATE TABLE `hunt_maps` (
	`hunt_id` integer PRIMARY KEY NOT NULL,
	`image_url` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`credit` text DEFAULT '' NOT NULL,
	`points` text NOT NULL,
	`rms_m` real,
	FOREIGN KEY (`hunt_id`) REFERENCES `hunts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- A changed map changes what public hunt reads answer: it bumps the content version like the hunt's other tables.
CREATE TRIGGER `hunt_maps_insert_bumps_content_version` AFTER INSERT ON `hunt_maps` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `hunt_maps_update_bumps_content_version` AFTER UPDATE ON `hunt_maps` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `hunt_maps_delete_bumps_content_version` AFTER DELETE ON `hunt_maps` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
