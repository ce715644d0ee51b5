CREATE TABLE `auth_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `auth_attempts_subject` ON `auth_attempts` (`kind`,`subject`,`created_at`);--> statement-breakpoint
CREATE TABLE `blog_reads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer NOT NULL,
	`user_id` integer,
	`time_spent` real NOT NULL,
	`scroll_depth` real NOT NULL,
	`words_read` integer NOT NULL,
	`completed_reading` integer DEFAULT false NOT NULL,
	`exit_point` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `books` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`price_cents` integer NOT NULL,
	`pages` integer NOT NULL,
	`category` text NOT NULL,
	`available` integer DEFAULT false NOT NULL,
	`image` text DEFAULT '' NOT NULL,
	`bestseller` integer DEFAULT false NOT NULL,
	`difficulty` text DEFAULT 'Family Friendly' NOT NULL,
	`features` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `content_views` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`content_id` text NOT NULL,
	`content_type` text NOT NULL,
	`page` text DEFAULT '' NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	`engagement_type` text,
	`scroll_depth` real DEFAULT 0 NOT NULL,
	`time_spent` real DEFAULT 0 NOT NULL,
	`visitor_id` text DEFAULT '' NOT NULL,
	`user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `content_views_content` ON `content_views` (`content_type`,`content_id`);--> statement-breakpoint
CREATE TABLE `coupon_redemptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`coupon_id` integer NOT NULL,
	`code` text NOT NULL,
	`points_spent` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`coupon_id`) REFERENCES `coupons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupon_redemptions_once` ON `coupon_redemptions` (`user_id`,`coupon_id`);--> statement-breakpoint
CREATE TABLE `coupons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`discount_type` text NOT NULL,
	`discount_amount` real NOT NULL,
	`points_cost` integer NOT NULL,
	`remaining_uses` integer NOT NULL,
	`expires_at` text,
	`description` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupons_code_unique` ON `coupons` (`code`);--> statement-breakpoint
CREATE TABLE `episodes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`duration` text DEFAULT '' NOT NULL,
	`season` integer DEFAULT 1 NOT NULL,
	`episode_number` integer DEFAULT 1 NOT NULL,
	`spotify_url` text DEFAULT '' NOT NULL,
	`apple_podcasts_url` text DEFAULT '' NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `hunt_completions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`hunt_key` text NOT NULL,
	`user_id` integer,
	`score` integer NOT NULL,
	`badge_earned` integer DEFAULT false NOT NULL,
	`points_awarded` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `hunt_completions_hunt` ON `hunt_completions` (`hunt_key`);--> statement-breakpoint
CREATE TABLE `hunt_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`hunt_id` integer NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`location_description` text DEFAULT '' NOT NULL,
	`educational_fact` text DEFAULT '' NOT NULL,
	`points` integer DEFAULT 10 NOT NULL,
	FOREIGN KEY (`hunt_id`) REFERENCES `hunts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `hunt_items_hunt` ON `hunt_items` (`hunt_id`,`position`);--> statement-breakpoint
CREATE TABLE `hunts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`difficulty` text NOT NULL,
	`price_cents` integer DEFAULT 0 NOT NULL,
	`teaser` integer DEFAULT false NOT NULL,
	`thumbnail_image` text DEFAULT '' NOT NULL,
	`estimated_time` text DEFAULT '' NOT NULL,
	`age_range` text DEFAULT '' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`key` text PRIMARY KEY NOT NULL,
	`scope` text NOT NULL,
	`request_hash` text NOT NULL,
	`status_code` integer NOT NULL,
	`response_body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`book_id` integer,
	`title` text NOT NULL,
	`category` text NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`quantity` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`book_id`) REFERENCES `books`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`discount_cents` integer DEFAULT 0 NOT NULL,
	`tax_cents` integer DEFAULT 0 NOT NULL,
	`shipping_cents` integer DEFAULT 0 NOT NULL,
	`promo_code` text,
	`user_id` integer,
	`customer_name` text DEFAULT '' NOT NULL,
	`customer_email` text DEFAULT '' NOT NULL,
	`customer_phone` text DEFAULT '' NOT NULL,
	`customer_address` text DEFAULT '' NOT NULL,
	`product_name` text NOT NULL,
	`child_name` text,
	`special_occasion` text,
	`provider` text NOT NULL,
	`paypal_order_id` text,
	`return_url` text,
	`cancel_url` text,
	`hunt_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `orders_created` ON `orders` (`created_at`);--> statement-breakpoint
CREATE INDEX `orders_hunt` ON `orders` (`hunt_id`);--> statement-breakpoint
CREATE TABLE `page_views` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`page` text NOT NULL,
	`referrer` text DEFAULT '' NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	`visitor_id` text DEFAULT '' NOT NULL,
	`user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `page_views_created` ON `page_views` (`created_at`);--> statement-breakpoint
CREATE TABLE `points_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`transaction_type` text NOT NULL,
	`points_amount` integer NOT NULL,
	`description` text NOT NULL,
	`reason_key` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `points_ledger_reason` ON `points_ledger` (`user_id`,`reason_key`);--> statement-breakpoint
CREATE INDEX `points_ledger_user` ON `points_ledger` (`user_id`);--> statement-breakpoint
CREATE TABLE `posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`excerpt` text NOT NULL,
	`content` text NOT NULL,
	`author` text NOT NULL,
	`tags` text NOT NULL,
	`image` text DEFAULT '' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`date` text NOT NULL,
	`read_time` text NOT NULL,
	`scheduled_date` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `posts_published_date` ON `posts` (`published`,`date`);--> statement-breakpoint
CREATE TABLE `quiz_questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`hunt_id` integer NOT NULL,
	`position` integer NOT NULL,
	`question` text NOT NULL,
	`options` text NOT NULL,
	`correct_answer` text NOT NULL,
	`points` integer DEFAULT 5 NOT NULL,
	FOREIGN KEY (`hunt_id`) REFERENCES `hunts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quiz_questions_hunt` ON `quiz_questions` (`hunt_id`,`position`);--> statement-breakpoint
CREATE TABLE `sandbox_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`request_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`description` text NOT NULL,
	`status` text NOT NULL,
	`return_url` text NOT NULL,
	`cancel_url` text NOT NULL,
	`payer_name` text,
	`payer_email` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sandbox_payments_request_id_unique` ON `sandbox_payments` (`request_id`);--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`password_hash` text NOT NULL,
	`role` text DEFAULT 'user' NOT NULL,
	`membership_tier` text DEFAULT 'free' NOT NULL,
	`marketing_consent` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);