-- Issue 26.2: the event stream applies the REST rules of the resource each event names, and follows access changes
-- while it is open (ADR 0029).
--
-- 1. An event about an order (or an order's payment, message, wallet movement) records the order's branch, so a
--    stream can apply a member's branch limit in memory, without reading the order per event.
ALTER TABLE "outbox_events" ADD COLUMN "branch_id" uuid;
--> statement-breakpoint
-- 2. Every change of what a bearer token may do announces itself on the channel 'portal_access', at commit, to every
--    API process (LISTEN; PGlite's listen in process): a revoked or deleted session (s:<session id>), a membership
--    added, changed or removed (u:<user id>), a member's branches (m:<membership id>), a role's permissions or the
--    role itself (r:<role id>). Triggers, not route code: a route (or a script, or a test writing straight to the
--    database) cannot forget it. The payload is a JSON array of those keys, or "*" when it would not fit NOTIFY's
--    8,000 bytes (every open stream then checks again). Identical payloads in one transaction are sent once.
CREATE FUNCTION access_changed(keys text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  IF keys IS NULL OR cardinality(keys) = 0 THEN
    RETURN;
  END IF;
  payload := array_to_json(keys)::text;
  IF length(payload) > 7500 THEN
    payload := '"*"';
  END IF;
  PERFORM pg_notify('portal_access', payload);
END $$;
--> statement-breakpoint
-- Sessions: only a change of revoked_at (last_seen_at is touched once a minute per session: no notification).
CREATE FUNCTION sessions_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM access_changed(ARRAY['s:' || OLD.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_access_revoked AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at) EXECUTE FUNCTION sessions_access_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_access_deleted AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_access_changed();
--> statement-breakpoint
-- Memberships: any insert, change (role, expiry…) or removal concerns the user's streams.
CREATE FUNCTION memberships_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM access_changed(ARRAY['u:' || NEW.user_id]);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM access_changed(ARRAY['u:' || OLD.user_id, 'u:' || NEW.user_id]);
  ELSE
    PERFORM access_changed(ARRAY['u:' || OLD.user_id]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER memberships_access_inserted AFTER INSERT ON memberships
  FOR EACH ROW EXECUTE FUNCTION memberships_access_changed();
--> statement-breakpoint
CREATE TRIGGER memberships_access_updated AFTER UPDATE ON memberships
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION memberships_access_changed();
--> statement-breakpoint
CREATE TRIGGER memberships_access_deleted AFTER DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION memberships_access_changed();
--> statement-breakpoint
-- A member's branches: statement-level (a branch import assigns thousands of rows in a few statements).
CREATE FUNCTION membership_branches_access_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM access_changed(array(SELECT DISTINCT 'm:' || membership_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION membership_branches_access_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM access_changed(array(SELECT DISTINCT 'm:' || membership_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER membership_branches_access_inserted AFTER INSERT ON membership_branches REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION membership_branches_access_inserted();
--> statement-breakpoint
CREATE TRIGGER membership_branches_access_deleted AFTER DELETE ON membership_branches REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION membership_branches_access_deleted();
--> statement-breakpoint
-- A role's permissions (replaced as a whole by the roles feature: delete, then insert) and the role itself.
CREATE FUNCTION role_permissions_access_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM access_changed(array(SELECT DISTINCT 'r:' || role_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION role_permissions_access_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM access_changed(array(SELECT DISTINCT 'r:' || role_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION role_permissions_access_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM access_changed(array(SELECT DISTINCT 'r:' || role_id FROM old_rows UNION SELECT DISTINCT 'r:' || role_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER role_permissions_access_inserted AFTER INSERT ON role_permissions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION role_permissions_access_inserted();
--> statement-breakpoint
CREATE TRIGGER role_permissions_access_deleted AFTER DELETE ON role_permissions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION role_permissions_access_deleted();
--> statement-breakpoint
CREATE TRIGGER role_permissions_access_updated AFTER UPDATE ON role_permissions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION role_permissions_access_updated();
--> statement-breakpoint
CREATE FUNCTION roles_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM access_changed(ARRAY['r:' || OLD.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER roles_access_updated AFTER UPDATE ON roles
  FOR EACH ROW WHEN (OLD.is_admin IS DISTINCT FROM NEW.is_admin) EXECUTE FUNCTION roles_access_changed();
--> statement-breakpoint
CREATE TRIGGER roles_access_deleted AFTER DELETE ON roles
  FOR EACH ROW EXECUTE FUNCTION roles_access_changed();
