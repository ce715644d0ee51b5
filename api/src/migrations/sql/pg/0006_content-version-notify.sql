-- Every bump of the content version is also announced on the "content_version" channel with the new
-- version as its payload. NOTIFY is transactional: listeners hear it when the write commits, never when
-- it rolls back, so a server process can keep the version in memory instead of asking on every read.
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped integer;
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO bumped;
  PERFORM pg_notify('content_version', bumped::text);
  RETURN NULL;
END;
$$;
