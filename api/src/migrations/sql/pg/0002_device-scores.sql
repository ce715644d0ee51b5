-- As in the SQLite migration 0008: the phone's score kept beside the server's, and each item's widest radius.
ALTER TABLE "hunt_completions" ADD COLUMN "device_score" integer;--> statement-breakpoint
ALTER TABLE "hunt_completions" ADD COLUMN "device_badge_earned" boolean;--> statement-breakpoint
UPDATE "hunt_completions" SET "device_score" = "score", "device_badge_earned" = "badge_earned";--> statement-breakpoint
ALTER TABLE "hunt_items" ADD COLUMN "widest_radius_m" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
UPDATE "hunt_items" SET "widest_radius_m" = "radius_m";
