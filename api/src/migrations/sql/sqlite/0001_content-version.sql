-- One counter that every change to public content bumps (by trigger, so no write path can forget it).
-- Response caches compare it on each read; it lives in the database so every server process agrees.
CREATE TABLE `content_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `content_version` (`id`, `version`) VALUES (1, 1);
--> statement-breakpoint
CREATE TRIGGER `posts_insert_bumps_content_version` AFTER INSERT ON `posts` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `posts_update_bumps_content_version` AFTER UPDATE ON `posts` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `posts_delete_bumps_content_version` AFTER DELETE ON `posts` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `books_insert_bumps_content_version` AFTER INSERT ON `books` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `books_update_bumps_content_version` AFTER UPDATE ON `books` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `books_delete_bumps_content_version` AFTER DELETE ON `books` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `episodes_insert_bumps_content_version` AFTER INSERT ON `episodes` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `episodes_update_bumps_content_version` AFTER UPDATE ON `episodes` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `episodes_delete_bumps_content_version` AFTER DELETE ON `episodes` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `hunts_insert_bumps_content_version` AFTER INSERT ON `hunts` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `hunts_update_bumps_content_version` AFTER UPDATE ON `hunts` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `hunts_delete_bumps_content_version` AFTER DELETE ON `hunts` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `hunt_items_insert_bumps_content_version` AFTER INSERT ON `hunt_items` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `hunt_items_update_bumps_content_version` AFTER UPDATE ON `hunt_items` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `hunt_items_delete_bumps_content_version` AFTER DELETE ON `hunt_items` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `quiz_questions_insert_bumps_content_version` AFTER INSERT ON `quiz_questions` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `quiz_questions_update_bumps_content_version` AFTER UPDATE ON `quiz_questions` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `quiz_questions_delete_bumps_content_version` AFTER DELETE ON `quiz_questions` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `coupons_insert_bumps_content_version` AFTER INSERT ON `coupons` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `coupons_update_bumps_content_version` AFTER UPDATE ON `coupons` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `coupons_delete_bumps_content_version` AFTER DELETE ON `coupons` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `settings_insert_bumps_content_version` AFTER INSERT ON `settings` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `settings_update_bumps_content_version` AFTER UPDATE ON `settings` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `settings_delete_bumps_content_version` AFTER DELETE ON `settings` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
