-- Migrations that SQL cannot express run in code after these files (api/src/db/code-migrations.ts), the
-- first being the sanitizing of blog HTML stored before the server sanitized it. Each is recorded here so
-- that it runs once, and a later start costs one read of this table.
CREATE TABLE `code_migrations` (
	`name` text PRIMARY KEY NOT NULL,
	`applied_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
