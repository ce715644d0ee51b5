-- File bytes kept in the database, for servers that share no disk (PostgreSQL's migration has the same
-- table). A SQLite server keeps its files in DATA_DIR, so here the table starts, and normally stays, empty.
CREATE TABLE `stored_files` (
	`folder` text NOT NULL,
	`name` text NOT NULL,
	`bytes` blob NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`folder`, `name`)
);
