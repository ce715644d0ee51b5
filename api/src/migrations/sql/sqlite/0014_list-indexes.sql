DROP INDEX `family_photos_user`;--> statement-breakpoint
CREATE INDEX `family_photos_user_newest` ON `family_photos` (`user_id`,`taken_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `family_photos_hunt` ON `family_photos` (`hunt_id`);--> statement-breakpoint
DROP INDEX `hunt_completions_user`;--> statement-breakpoint
CREATE INDEX `hunt_completions_user_newest` ON `hunt_completions` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `hunt_completions_newest` ON `hunt_completions` (`created_at`,`id`);--> statement-breakpoint
DROP INDEX `orders_created`;--> statement-breakpoint
CREATE INDEX `orders_newest` ON `orders` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_user_newest` ON `orders` (`user_id`,`created_at`,`id`);--> statement-breakpoint
DROP INDEX `points_ledger_user`;--> statement-breakpoint
CREATE INDEX `points_ledger_user_newest` ON `points_ledger` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `blog_reads_post` ON `blog_reads` (`post_id`);--> statement-breakpoint
CREATE INDEX `books_listed` ON `books` ("bestseller" desc,`id`);--> statement-breakpoint
CREATE INDEX `coupon_redemptions_user_newest` ON `coupon_redemptions` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `coupon_redemptions_coupon` ON `coupon_redemptions` (`coupon_id`);--> statement-breakpoint
CREATE INDEX `episodes_newest` ON `episodes` (`season`,`episode_number`,`id`);--> statement-breakpoint
CREATE INDEX `hunts_listed` ON `hunts` ("featured" desc,`id`);--> statement-breakpoint
CREATE INDEX `order_items_order` ON `order_items` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_items_book` ON `order_items` (`book_id`);--> statement-breakpoint
CREATE INDEX `posts_newest` ON `posts` (`date`,`id`);--> statement-breakpoint
CREATE INDEX `users_role_newest` ON `users` (`role`,`created_at`,`id`);