CREATE TABLE `analytics_counts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`metric` text NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`amount` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `analytics_counts_key` ON `analytics_counts` (`metric`,`subject`,`detail`);--> statement-breakpoint
CREATE TABLE `analytics_visitors` (
	`visitor_id` text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX `blog_reads_created` ON `blog_reads` (`created_at`);--> statement-breakpoint
CREATE INDEX `content_views_created` ON `content_views` (`created_at`);--> statement-breakpoint
CREATE INDEX `idempotency_keys_created` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
-- The counts of every event already stored, as if each had been counted when it was written.
INSERT INTO `analytics_visitors` (`visitor_id`) SELECT DISTINCT `visitor_id` FROM `page_views`;
--> statement-breakpoint
INSERT INTO `analytics_counts` (`metric`, `subject`, `detail`, `amount`)
SELECT 'views', '', '', n FROM (SELECT count(*) AS n FROM `page_views`) AS t WHERE n > 0
UNION ALL SELECT 'views.day', substr(`created_at`, 1, 10), '', count(*) FROM `page_views` GROUP BY substr(`created_at`, 1, 10)
UNION ALL SELECT 'views.page', `page`, '', count(*) FROM `page_views` GROUP BY `page`
UNION ALL SELECT 'visitors', '', '', n FROM (SELECT count(*) AS n FROM `analytics_visitors`) AS t WHERE n > 0
UNION ALL SELECT 'first_views', `content_type`, '', count(*) FROM `content_views` WHERE `engagement_type` IS NULL GROUP BY `content_type`
UNION ALL SELECT 'hunt.views', `content_id`, '', count(*) FROM `content_views` WHERE `content_type` = 'hunt' AND `engagement_type` IS NULL GROUP BY `content_id`
UNION ALL SELECT 'hunt.completions', `hunt_key`, `lang`, count(*) FROM `hunt_completions` GROUP BY `hunt_key`, `lang`
UNION ALL SELECT 'hunt.finds', `hunt_key`, `method`, count(*) FROM `hunt_finds` GROUP BY `hunt_key`, `method`
UNION ALL SELECT 'hunt.purchases', cast(`hunt_id` AS text), '', count(*) FROM `orders` WHERE `kind` = 'hunt' AND `status` = 'completed' AND `hunt_id` IS NOT NULL GROUP BY `hunt_id`
UNION ALL SELECT 'hunt.revenue_cents', cast(`hunt_id` AS text), '', sum(`amount_cents`) FROM `orders` WHERE `kind` = 'hunt' AND `status` = 'completed' AND `hunt_id` IS NOT NULL GROUP BY `hunt_id`;
