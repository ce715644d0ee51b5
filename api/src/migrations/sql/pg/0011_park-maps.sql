-- As in the SQLite migration 0016: a hunt's park map, one row per hunt, removed with it.
CREATE TABLE "hunt_maps" (
	"hunt_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"credit" text DEFAULT '' NOT NULL,
	"points" text NOT NULL,
	"rms_m" double precision,
	CONSTRAINT "hunt_maps_hunt_id_pk" PRIMARY KEY("hunt_id")
);
--> statement-breakpoint
ALTER TABLE "hunt_maps" ADD CONSTRAINT "hunt_maps_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "hunt_maps_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE ON "hunt_maps" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
