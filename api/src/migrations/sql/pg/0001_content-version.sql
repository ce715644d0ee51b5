-- One counter that every change to public content bumps (by trigger, so no write path can forget it),
-- as in the SQLite migration 0001. Response caches in every server process compare it on each read.
INSERT INTO "content_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE ON "posts" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER "books_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE ON "books" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER "episodes_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE ON "episodes" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER "hunts_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE ON "hunts" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER "hunt_items_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE ON "hunt_items" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER "quiz_questions_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE ON "quiz_questions" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER "coupons_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE ON "coupons" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER "settings_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
