-- An item's "Say it like" text: how read-aloud says its name; existing items read their name.
ALTER TABLE `hunt_items` ADD `say_as` text DEFAULT '' NOT NULL;
