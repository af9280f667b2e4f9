-- Issue 29.5: the caller cache of every API process (src/platform/ability/caller-cache.ts) forgets its kept callers
-- at any announcement on the 'portal_access' channel (migration 0028), so every change of what a bearer token may do
-- must announce itself. Two were still silent: an ops account's roles or deactivation (ops_staff), and a user's
-- account type. Both announce the user's key (u:<user id>), as a membership change does.
CREATE FUNCTION ops_staff_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM access_changed(ARRAY['u:' || OLD.user_id]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM access_changed(ARRAY['u:' || NEW.user_id]);
  ELSE
    PERFORM access_changed(ARRAY['u:' || OLD.user_id, 'u:' || NEW.user_id]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ops_staff_access_inserted AFTER INSERT ON ops_staff
  FOR EACH ROW EXECUTE FUNCTION ops_staff_access_changed();
--> statement-breakpoint
CREATE TRIGGER ops_staff_access_updated AFTER UPDATE OF roles, deactivated_at, user_id ON ops_staff
  FOR EACH ROW WHEN (OLD.roles IS DISTINCT FROM NEW.roles OR OLD.deactivated_at IS DISTINCT FROM NEW.deactivated_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION ops_staff_access_changed();
--> statement-breakpoint
CREATE TRIGGER ops_staff_access_deleted AFTER DELETE ON ops_staff
  FOR EACH ROW EXECUTE FUNCTION ops_staff_access_changed();
--> statement-breakpoint
CREATE FUNCTION users_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM access_changed(ARRAY['u:' || OLD.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_access_account_type AFTER UPDATE OF account_type ON users
  FOR EACH ROW WHEN (OLD.account_type IS DISTINCT FROM NEW.account_type) EXECUTE FUNCTION users_access_changed();
