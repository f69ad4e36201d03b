CREATE TABLE "kox_team_revisions" (
	"team_id" text PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kox_team_revisions" ADD CONSTRAINT "kox_team_revisions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kox_team_creators_creator_idx" ON "kox_team_creators" USING btree ("creator_id");--> statement-breakpoint
-- Every statement that changes what a team's database lists counts the team's revision up, so each node's cache
-- of the team list (server/domains/kox/team-list-cache.ts) sees the change at its next read. The count is in the
-- writing transaction: a reader never sees new rows under an old count.
CREATE FUNCTION "kox_count_team_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO kox_team_revisions (team_id, revision)
    SELECT DISTINCT changed.team_id, 1 FROM changed JOIN teams ON teams.id = changed.team_id
    ON CONFLICT (team_id) DO UPDATE SET revision = kox_team_revisions.revision + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "kox_count_holder_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO kox_team_revisions (team_id, revision)
    SELECT DISTINCT kox_team_creators.team_id, 1 FROM changed
      JOIN kox_team_creators ON kox_team_creators.creator_id = changed.id
    ON CONFLICT (team_id) DO UPDATE SET revision = kox_team_revisions.revision + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "kox_team_creators_inserted" AFTER INSERT ON "kox_team_creators" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION kox_count_team_change();
--> statement-breakpoint
CREATE TRIGGER "kox_team_creators_updated" AFTER UPDATE ON "kox_team_creators" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION kox_count_team_change();
--> statement-breakpoint
CREATE TRIGGER "kox_team_creators_deleted" AFTER DELETE ON "kox_team_creators" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION kox_count_team_change();
--> statement-breakpoint
CREATE TRIGGER "kox_imported_creators_inserted" AFTER INSERT ON "kox_imported_creators" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION kox_count_team_change();
--> statement-breakpoint
CREATE TRIGGER "kox_imported_creators_updated" AFTER UPDATE ON "kox_imported_creators" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION kox_count_team_change();
--> statement-breakpoint
CREATE TRIGGER "kox_imported_creators_deleted" AFTER DELETE ON "kox_imported_creators" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION kox_count_team_change();
--> statement-breakpoint
CREATE TRIGGER "kox_collected_creators_updated" AFTER UPDATE ON "kox_collected_creators" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION kox_count_holder_change();
--> statement-breakpoint
CREATE TRIGGER "kox_collected_creators_deleted" AFTER DELETE ON "kox_collected_creators" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION kox_count_holder_change();
