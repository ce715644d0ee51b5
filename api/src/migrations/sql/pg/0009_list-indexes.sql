DROP INDEX "family_photos_user";--> statement-breakpoint
DROP INDEX "hunt_completions_user";--> statement-breakpoint
DROP INDEX "orders_created";--> statement-breakpoint
DROP INDEX "points_ledger_user";--> statement-breakpoint
CREATE INDEX "blog_reads_post" ON "blog_reads" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "books_listed" ON "books" USING btree ("bestseller" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_newest" ON "coupon_redemptions" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon" ON "coupon_redemptions" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "episodes_newest" ON "episodes" USING btree ("season","episode_number","id");--> statement-breakpoint
CREATE INDEX "family_photos_user_newest" ON "family_photos" USING btree ("user_id","taken_at","created_at");--> statement-breakpoint
CREATE INDEX "family_photos_hunt" ON "family_photos" USING btree ("hunt_id");--> statement-breakpoint
CREATE INDEX "hunt_completions_user_newest" ON "hunt_completions" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "hunt_completions_newest" ON "hunt_completions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "hunts_listed" ON "hunts" USING btree ("featured" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_book" ON "order_items" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "orders_newest" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_user_newest" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "points_ledger_user_newest" ON "points_ledger" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_newest" ON "posts" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "users_role_newest" ON "users" USING btree ("role","created_at","id");