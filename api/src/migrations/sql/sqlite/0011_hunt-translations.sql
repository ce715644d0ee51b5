-- A hunt's versions in other languages (one row per hunt and language), and the language each completion was played in.
CREATE TABLE `hunt_translations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`hunt_id` integer NOT NULL,
	`lang` text NOT NULL,
	`texts` text NOT NULL,
	`complete` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`hunt_id`) REFERENCES `hunts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hunt_translations_hunt_lang` ON `hunt_translations` (`hunt_id`,`lang`);--> statement-breakpoint
ALTER TABLE `hunt_completions` ADD `lang` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- A changed translation changes what public hunt reads answer: it bumps the content version like the hunt's other tables.
CREATE TRIGGER `hunt_translations_insert_bumps_content_version` AFTER INSERT ON `hunt_translations` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `hunt_translations_update_bumps_content_version` AFTER UPDATE ON `hunt_translations` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `hunt_translations_delete_bumps_content_version` AFTER DELETE ON `hunt_translations` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
