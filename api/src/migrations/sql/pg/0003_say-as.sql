-- As in the SQLite migration 0009: an item's "Say it like" text for read-aloud.
ALTER TABLE "hunt_items" ADD COLUMN "say_as" text DEFAULT '' NOT NULL;
